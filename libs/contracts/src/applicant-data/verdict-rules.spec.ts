import { budgetRule, moveInRule, occupancyLimit, occupantsRule, verdictOf, type ListingFacts } from './verdict-rules';

const flat: ListingFacts = {
  transaction: 'rent',
  status: 'active',
  amount: 950,
  surface: 42,
  rooms: 3,
  bedrooms: 2,
  availableFrom: '2027-01-15',
};

describe('budget rule', () => {
  it('declines a budget below the rent, naming both figures', () => {
    expect(budgetRule({ maxBudget: 800 }, flat)).toEqual({
      rule: 'budgetBelowRent',
      verdict: 'decline',
      values: { budget: 800, amount: 950 },
    });
  });

  it('passes a budget at or above the rent', () => {
    expect(budgetRule({ maxBudget: 950 }, flat)).toBeNull();
    expect(budgetRule({ maxBudget: 1200 }, flat)).toBeNull();
  });

  it('names the price for a sale', () => {
    const house = { ...flat, transaction: 'sale' as const, amount: 350_000 };
    expect(budgetRule({ maxBudget: 300_000 }, house)?.rule).toBe('budgetBelowPrice');
    expect(budgetRule({ maxBudget: 350_000 }, house)).toBeNull();
  });

  it('says nothing without a budget or without the amount', () => {
    expect(budgetRule({}, flat)).toBeNull();
    expect(budgetRule({ maxBudget: 10 }, { ...flat, amount: null })).toBeNull();
  });
});

describe('occupants rule', () => {
  it('declines more occupants than the home suits, naming the limit', () => {
    expect(occupantsRule({ occupants: 5 }, flat)).toEqual({
      rule: 'tooManyOccupants',
      verdict: 'decline',
      values: { occupants: 5, limit: 4 },
    });
  });

  it('passes as many occupants as the home suits, or fewer', () => {
    expect(occupantsRule({ occupants: 4 }, flat)).toBeNull();
    expect(occupantsRule({ occupants: 1 }, flat)).toBeNull();
  });

  it('says nothing when the listing knows neither its surface nor its rooms', () => {
    expect(occupantsRule({ occupants: 12 }, { ...flat, surface: null, rooms: null, bedrooms: null })).toBeNull();
  });

  it('reads the limit from the surface, the bedrooms or the rooms, whichever is smallest', () => {
    expect(occupancyLimit({ surface: 12, bedrooms: null, rooms: null })).toBe(1);
    expect(occupancyLimit({ surface: 16, bedrooms: null, rooms: null })).toBe(2);
    expect(occupancyLimit({ surface: 34, bedrooms: null, rooms: null })).toBe(4);
    expect(occupancyLimit({ surface: null, bedrooms: 0, rooms: 1 })).toBe(2);
    expect(occupancyLimit({ surface: null, bedrooms: null, rooms: 4 })).toBe(6);
    expect(occupancyLimit({ surface: 100, bedrooms: 1, rooms: 4 })).toBe(2);
  });
});

describe('move-in rule', () => {
  it('puts on the waiting list a move-in date before the home is free', () => {
    expect(moveInRule({ moveInDate: '2027-01-01' }, flat)).toEqual({
      rule: 'moveInBeforeAvailability',
      verdict: 'wait',
      values: { moveInDate: '2027-01-01', availableFrom: '2027-01-15' },
    });
  });

  it('passes a move-in date on or after availability, or a listing free now', () => {
    expect(moveInRule({ moveInDate: '2027-01-15' }, flat)).toBeNull();
    expect(moveInRule({ moveInDate: '2027-03-01' }, flat)).toBeNull();
    expect(moveInRule({ moveInDate: '2026-12-01' }, { ...flat, availableFrom: null })).toBeNull();
  });
});

describe('verdictOf', () => {
  it('books when every rule passes, or when nothing was answered', () => {
    expect(verdictOf({ maxBudget: 1000, occupants: 2, moveInDate: '2027-02-01' }, flat)).toEqual({
      verdict: 'book',
      reasons: [],
    });
    expect(verdictOf({}, flat)).toEqual({ verdict: 'book', reasons: [] });
  });

  it('waits when only a waiting rule fails', () => {
    const { verdict, reasons } = verdictOf({ maxBudget: 1000, moveInDate: '2027-01-02' }, flat);
    expect([verdict, reasons.map(({ rule }) => rule)]).toEqual(['wait', ['moveInBeforeAvailability']]);
  });

  it('declines when a declining rule fails, keeping every reason', () => {
    const { verdict, reasons } = verdictOf({ maxBudget: 500, occupants: 6, moveInDate: '2027-01-02' }, flat);
    expect(verdict).toBe('decline');
    expect(reasons.map(({ rule }) => rule)).toEqual([
      'budgetBelowRent',
      'tooManyOccupants',
      'moveInBeforeAvailability',
    ]);
  });
});
