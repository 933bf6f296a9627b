import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { cancelReasonText } from './cancel-reason';
import { CancelVisitDto } from './dto/visit-actions.dto';

const errorsOf = (body: object) => validateSync(plainToInstance(CancelVisitDto, body)).map((error) => error.property);

describe('the reason an agency gives when it cancels', () => {
  it('reads a preset reason in the visitor’s language, with the agent’s note after it', async () => {
    expect(await cancelReasonText({ reasonCode: 'listing_taken' }, 'nl')).toBe(
      'Het pand is intussen verhuurd of verkocht',
    );
    expect(await cancelReasonText({ reasonCode: 'listing_taken', reason: ' Sorry! ' }, 'en')).toBe(
      'The property has just been let or sold – Sorry!',
    );
    expect(await cancelReasonText({ reasonCode: 'agent_unavailable' }, null)).toBe(
      'L’agent ne peut pas assurer la visite à cette heure',
    );
  });

  it('keeps a free text alone as the agent wrote it', async () => {
    expect(await cancelReasonText({ reason: 'Travaux dans l’immeuble' }, 'fr')).toBe('Travaux dans l’immeuble');
  });

  it('takes a preset, a note or both, but never neither nor an unknown preset', () => {
    expect(errorsOf({ reasonCode: 'listing_withdrawn' })).toEqual([]);
    expect(errorsOf({ reason: 'Bien loué' })).toEqual([]);
    expect(errorsOf({ reasonCode: 'owner_request', reason: 'x' })).toEqual(['reasonCode']);
    expect(errorsOf({})).toEqual(['reason']);
    expect(errorsOf({ reasonCode: 'listing_taken', reason: '' })).toEqual(['reason']);
  });
});
