import { questionOf } from '../applicant-data/fields';
import type { Transaction } from '../listings/property-enums';
import type { PrequalificationQuestion } from './prequalification-question';

export type { PrequalificationQuestion };

/**
 * What an agency asks by default. The listing's region filters it (bookingQuestions): a default the
 * region forbids before the visit is never shown, whatever the agency chose.
 */
export const DEFAULT_PREQUALIFICATION: Record<Transaction, readonly PrequalificationQuestion[]> = {
  rent: [questionOf('moveInDate'), questionOf('occupants'), questionOf('maxBudget')],
  sale: [questionOf('projectKind'), questionOf('maxBudget'), questionOf('purchaseHorizon')],
};
