import { QUESTION_KEYS } from '@creneau/contracts';
import { getMetadataStorage } from 'class-validator';
import { ApplicantAnswersDto } from './applicant-answers.dto';

describe('the applicant answers a request may carry', () => {
  it('are exactly the questions of the catalogue, so the policy (not the DTO) decides which are refused', () => {
    const properties = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(ApplicantAnswersDto, '', true, false)
        .map(({ propertyName }) => propertyName),
    );
    expect([...properties].sort()).toEqual([...QUESTION_KEYS].sort());
  });
});
