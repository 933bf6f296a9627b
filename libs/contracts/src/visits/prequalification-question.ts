/** A question as a form shows it; its kind and limits come from the catalogue (APPLICANT_QUESTIONS). */
export interface PrequalificationQuestion {
  key: string;
  kind: 'choice' | 'number' | 'date';
  options?: readonly string[];
  min?: number;
  max?: number;
  required: boolean;
}
