// Deliberately loose: the API has the last word; this only catches typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldProblem = 'form.required' | 'form.email';

export function emailProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') return 'form.required';
  return EMAIL.test(value.trim()) ? undefined : 'form.email';
}

export function requiredProblem(value: string): FieldProblem | undefined {
  return value === '' ? 'form.required' : undefined;
}
