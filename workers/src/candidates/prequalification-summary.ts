import { verdictReasonValues } from '@creneau/contracts';
import type { PrequalificationFacts } from '../visits/visit-context';

type T = (key: string, values?: Record<string, string>) => string;

const ORDER = ['moveInDate', 'occupants', 'maxBudget', 'projectKind', 'purchaseHorizon'] as const;

/** "2027-02-01" as the reader writes a date: 01/02/2027, 1-2-2027, 2/1/2027. */
function readDate(value: string, language: string): string {
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const locale = language === 'nl' ? 'nl-BE' : language === 'en' ? 'en-GB' : 'fr-FR';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * The visitor's answers in one line of the reader's language ("loyer maximum 950 €, 2 occupants,
 * emménagement le 01/02/2027"), in the form's order; '' when they answered nothing.
 */
export function answersLine(
  t: T,
  facts: PrequalificationFacts,
  transaction: 'rent' | 'sale',
  language: string,
): string {
  return ORDER.filter((key) => facts.answers[key] !== undefined && facts.answers[key] !== null)
    .map((key) => {
      const raw = facts.answers[key];
      const value =
        key === 'moveInDate'
          ? readDate(String(raw), language)
          : key === 'projectKind' || key === 'purchaseHorizon'
            ? t(`prequalification.option.${String(raw)}`)
            : key === 'maxBudget' && typeof raw === 'number'
              ? verdictReasonValues({ budget: raw }, language).budget
              : String(raw);
      const label = key === 'maxBudget' && transaction === 'rent' ? 'maxRent' : key;
      return t(`prequalification.answer.${label}`, { value });
    })
    .join(', ');
}

/** The verdict and why, as one sentence, sums and dates as the reader writes them ("Préqualification : liste d'attente (…)."); '' without one. */
export function verdictLine(t: T, facts: PrequalificationFacts, language: string, timeZone: string): string {
  if (!facts.verdict) return '';
  const reasons = facts.reasons
    .map(({ rule, values }) => t(`global:verdict.reasons.${rule}`, verdictReasonValues(values, language, timeZone)))
    .join(' ');
  const key = facts.overridden ? 'overridden' : facts.verdict;
  return t(`prequalification.verdict.${key}`, { verdict: t(`global:verdict.${facts.verdict}`), reasons }).trim();
}
