import { describe, expect, it } from '@jest/globals';
import { fieldErrors as fieldErrorsOf, questionOf } from '@creneau/contracts';
import { problemsOf } from './booking-errors';

const questions = [questionOf('occupants'), questionOf('moveInDate')];
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'occupants', 'moveInDate'];

describe("the server's refusal of a booking, field by field", () => {
  it('puts a limit the server enforced on its field, with the limit', () => {
    const body = { details: { fields: [{ field: 'answers.occupants', constraints: ['max'] }] } };
    expect(problemsOf('VALIDATION_FAILED', fieldErrorsOf(body), questions, FIELDS)).toEqual({
      occupants: { key: 'global:form.max', values: { max: 20 } },
    });
  });

  it('names the contact fields: an e-mail, a phone, or one of the two', () => {
    const errors = [
      { field: 'contact.email', constraints: ['isEmail'] },
      { field: 'contact.phone', constraints: ['matches'] },
    ];
    expect(problemsOf('VALIDATION_FAILED', errors, questions, FIELDS)).toEqual({
      email: { key: 'global:form.email' },
      phone: { key: 'fields.phoneInvalid' },
    });
    const oneOf = [
      { field: 'contact.email', constraints: ['oneOfRequired'] },
      { field: 'contact.phone', constraints: ['oneOfRequired'] },
    ];
    expect(problemsOf('VALIDATION_FAILED', oneOf, questions, FIELDS)).toEqual({
      email: { key: 'booking.form.contactOneOf' },
      phone: { key: 'booking.form.contactOneOf' },
    });
  });

  it("says on the field when the listing's region does not allow the question, and a past move-in date", () => {
    const refused = [{ field: 'answers.occupants', constraints: ['allowedAfterVisit'] }];
    expect(problemsOf('FIELD_NOT_ALLOWED', refused, questions, FIELDS)).toEqual({
      occupants: { key: 'global:errors.FIELD_NOT_ALLOWED' },
    });
    const past = [{ field: 'answers.moveInDate', constraints: ['notPast'] }];
    expect(problemsOf('MOVE_IN_DATE_PAST', past, questions, FIELDS)).toEqual({
      moveInDate: { key: 'global:errors.MOVE_IN_DATE_PAST' },
    });
  });

  it('leaves out what the form does not show', () => {
    expect(
      problemsOf('VALIDATION_FAILED', [{ field: 'startsAt', constraints: ['matches'] }], questions, FIELDS),
    ).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual([]);
  });
});
