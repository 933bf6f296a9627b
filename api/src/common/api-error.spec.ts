import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-error';

describe('an API error and its details', () => {
  it('carries the details its code is given in the contracts, in the body the client reads', () => {
    const error = new ApiError(409, 'SLOT_TAKEN', 'This slot was just taken', { nextSlots: [] });

    expect(error.getResponse()).toEqual({
      code: 'SLOT_TAKEN',
      message: 'This slot was just taken',
      details: { nextSlots: [] },
    });
  });

  it('does not compile details of another shape than its code has, nor details on a code that has none', () => {
    // @ts-expect-error SLOT_TAKEN carries nextSlots, not fields
    const wrong = new ApiError(409, 'SLOT_TAKEN', 'taken', { fields: [] });
    // @ts-expect-error NOT_FOUND carries no details
    const none = new ApiError(404, 'NOT_FOUND', 'gone', { id: 'x' });

    expect([wrong.code, none.code]).toEqual(['SLOT_TAKEN', 'NOT_FOUND']);
  });
});
