import type { Transaction } from '../listings/property-enums';

/** What the rules conclude: book a visit at once, join the listing's waiting list, or a polite decline. */
export type RuleVerdict = 'book' | 'wait' | 'decline';

/**
 * The rules, each named by the key of its reason in `enums:verdictReason` (fr, nl, en), the words
 * the visitor reads in a decline and the agent reads next to the answers.
 */
export const VERDICT_RULES = [
  'budgetBelowRent',
  'budgetBelowPrice',
  'tooManyOccupants',
  'moveInBeforeAvailability',
] as const;
export type VerdictRule = (typeof VERDICT_RULES)[number];

/** One rule that did not pass: its key, what it gives, and the figures it compared (for the sentence). */
export interface VerdictFinding {
  rule: VerdictRule;
  verdict: Exclude<RuleVerdict, 'book'>;
  values: Record<string, string | number>;
}

/** What the rules read about a listing: only what it knows (any of these may be unknown). */
export interface ListingFacts {
  transaction: Transaction;
  status: string;
  /** The monthly rent of a let, the price of a sale. */
  amount: number | null;
  /** The currency of the amount (ISO 4217), carried into the budget reason for its sentence. */
  currency?: string | null;
  surface: number | null;
  rooms: number | null;
  bedrooms: number | null;
  /** "YYYY-MM-DD", from when the home is free. */
  availableFrom: string | null;
}

/** The answers as stored (only those the form asked and the region allowed). */
export type VerdictAnswers = Partial<Record<'maxBudget' | 'occupants' | 'moveInDate', unknown>>;

export interface Verdict {
  verdict: RuleVerdict;
  /** Every rule that did not pass; empty for 'book'. */
  reasons: VerdictFinding[];
}

/**
 * How many people a home suits, from what the listing knows: the French decency floor of the family
 * benefits code (art. D542-14: 16 m² for two, 9 m² more per further person, one person under 16 m²)
 * and two people per bedroom (a studio, no bedroom, suits two). The smaller known figure holds; null
 * when the listing knows neither, and the rule then says nothing.
 */
export function occupancyLimit(facts: Pick<ListingFacts, 'surface' | 'bedrooms' | 'rooms'>): number | null {
  const limits: number[] = [];
  if (facts.surface !== null && facts.surface > 0) {
    limits.push(facts.surface < 16 ? 1 : 2 + Math.floor((facts.surface - 16) / 9));
  }
  // Rooms count the living room: a home of n rooms has n - 1 bedrooms when it does not say.
  const bedrooms = facts.bedrooms ?? (facts.rooms !== null ? Math.max(facts.rooms - 1, 0) : null);
  if (bedrooms !== null) limits.push(Math.max(2, 2 * bedrooms));
  return limits.length === 0 ? null : Math.min(...limits);
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const dateOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** Budget below the rent or the price: a decline, naming both figures. */
export function budgetRule(answers: VerdictAnswers, facts: ListingFacts): VerdictFinding | null {
  const budget = numberOf(answers.maxBudget);
  if (budget === null || facts.amount === null || budget >= facts.amount) return null;
  const rule = facts.transaction === 'rent' ? 'budgetBelowRent' : 'budgetBelowPrice';
  const values: Record<string, string | number> = { budget, amount: facts.amount };
  if (facts.currency) values.currency = facts.currency;
  return { rule, verdict: 'decline', values };
}

/** More occupants than the home suits: a decline, naming how many it suits. */
export function occupantsRule(answers: VerdictAnswers, facts: ListingFacts): VerdictFinding | null {
  const occupants = numberOf(answers.occupants);
  const limit = occupancyLimit(facts);
  if (occupants === null || limit === null || occupants <= limit) return null;
  return { rule: 'tooManyOccupants', verdict: 'decline', values: { occupants, limit } };
}

/** A move-in date before the home is free: the waiting list (the dates may yet meet), naming both dates. */
export function moveInRule(answers: VerdictAnswers, facts: ListingFacts): VerdictFinding | null {
  const moveInDate = dateOf(answers.moveInDate);
  if (moveInDate === null || facts.availableFrom === null || moveInDate >= facts.availableFrom) return null;
  return {
    rule: 'moveInBeforeAvailability',
    verdict: 'wait',
    values: { moveInDate, availableFrom: facts.availableFrom },
  };
}

const RULES = [budgetRule, occupantsRule, moveInRule];

/**
 * The verdict on a visitor's answers for one listing: the sternest of the rules that did not pass
 * (a decline over the waiting list over booking), with every reason so that the agent sees them all.
 * A question not answered, or a figure the listing does not know, never counts against the visitor.
 */
export function verdictOf(answers: VerdictAnswers, facts: ListingFacts): Verdict {
  const reasons = RULES.map((rule) => rule(answers, facts)).filter((found) => found !== null);
  const verdict = reasons.some((found) => found.verdict === 'decline')
    ? 'decline'
    : reasons.length > 0
      ? 'wait'
      : 'book';
  return { verdict, reasons };
}
