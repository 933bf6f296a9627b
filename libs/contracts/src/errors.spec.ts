import { describe, expect, it } from '@jest/globals';
import { errorDetails, fieldErrors } from './errors';

const slot = { startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T09:30:00.000Z', local: '', seatsLeft: 1 };

describe('the details of an API error, read by code', () => {
  it('gives the next slots of a SLOT_TAKEN and nothing for another code', () => {
    const body = { code: 'SLOT_TAKEN', message: 'taken', details: { nextSlots: [slot] } };

    expect(errorDetails(body, 'SLOT_TAKEN')?.nextSlots).toEqual([slot]);
    expect(errorDetails(body, 'VALIDATION_FAILED')).toBeNull();
    expect(errorDetails({ code: 'SLOT_TAKEN', message: 'taken' }, 'SLOT_TAKEN')).toBeNull();
    expect(errorDetails('Bad Gateway', 'SLOT_TAKEN')).toBeNull();
  });

  it('lists the refused fields of a body, leaving out entries of another shape', () => {
    const body = {
      code: 'FIELD_NOT_ALLOWED',
      details: { fields: [{ field: 'answers.income', constraints: ['notAllowed'] }, { field: 3 }, null] },
    };

    expect(fieldErrors(body)).toEqual([{ field: 'answers.income', constraints: ['notAllowed'] }]);
    expect(fieldErrors({ code: 'NOT_FOUND' })).toEqual([]);
    expect(fieldErrors(null)).toEqual([]);
  });
});
