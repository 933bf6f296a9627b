import type { Transaction } from '../listings/property-enums';

// Before a visit the law lets us ask only identity, contact details and search criteria; income,
// guarantors and documents come with the rental file, after the visit.
export interface PrequalificationQuestion {
  key: string;
  kind: 'choice' | 'number' | 'date';
  options?: readonly string[];
  required: boolean;
}

export const DEFAULT_PREQUALIFICATION: Record<Transaction, readonly PrequalificationQuestion[]> = {
  rent: [
    { key: 'moveInDate', kind: 'date', required: false },
    { key: 'occupants', kind: 'number', required: false },
    { key: 'maxBudget', kind: 'number', required: false },
  ],
  sale: [
    { key: 'projectKind', kind: 'choice', options: ['main_home', 'second_home', 'investment'], required: false },
    { key: 'maxBudget', kind: 'number', required: false },
    {
      key: 'purchaseHorizon',
      kind: 'choice',
      options: ['now', 'three_months', 'six_months', 'later'],
      required: false,
    },
  ],
};
