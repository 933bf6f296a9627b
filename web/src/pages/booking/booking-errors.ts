import type { ErrorCode, FieldError, PrequalificationQuestion } from '@creneau/contracts';

/** A message on one field, as a catalogue key of `web` or `global` and its values. */
export type ProblemKey =
  | 'global:form.required'
  | 'global:form.email'
  | 'global:form.integer'
  | 'global:form.min'
  | 'global:form.max'
  | 'global:form.invalid'
  | 'global:errors.MOVE_IN_DATE_PAST'
  | 'global:errors.FIELD_NOT_ALLOWED'
  | 'fields.phoneInvalid'
  | 'fields.nameInvalid'
  | 'booking.form.contactOneOf';

export interface Problem {
  key: ProblemKey;
  values?: { min?: number; max?: number };
}

function problemOf(code: ErrorCode, name: string, constraints: string[], question?: PrequalificationQuestion): Problem {
  if (code === 'FIELD_NOT_ALLOWED') return { key: 'global:errors.FIELD_NOT_ALLOWED' };
  if (code === 'MOVE_IN_DATE_PAST') return { key: 'global:errors.MOVE_IN_DATE_PAST' };
  const has = (constraint: string) => constraints.includes(constraint);
  if (has('oneOfRequired')) return { key: 'booking.form.contactOneOf' };
  if (has('isDefined') || has('isNotEmpty')) return { key: 'global:form.required' };
  if (has('isEmail') || has('isDotAtomEmail')) return { key: 'global:form.email' };
  if (has('isPersonName')) return { key: 'fields.nameInvalid' };
  if (name === 'phone') return { key: 'fields.phoneInvalid' };
  if (has('max')) return { key: 'global:form.max', values: { max: question?.max } };
  if (has('min')) return { key: 'global:form.min', values: { min: question?.min } };
  if (has('isInt')) return { key: 'global:form.integer' };
  return { key: 'global:form.invalid' };
}

/**
 * The server's refusal, field by field, for the form to show where each can be fixed. A field the
 * form does not have stays out: the form's alert says what went wrong instead.
 */
export function problemsOf(
  code: ErrorCode,
  errors: FieldError[],
  questions: readonly PrequalificationQuestion[],
  formFields: readonly string[],
): Partial<Record<string, Problem>> {
  const found: Partial<Record<string, Problem>> = {};
  for (const { field, constraints } of errors) {
    const name = field.replace(/^(contact|answers)\./, '');
    if (!formFields.includes(name) || found[name]) continue;
    found[name] = problemOf(
      code,
      name,
      constraints,
      questions.find(({ key }) => key === name),
    );
  }
  return found;
}
