// The API's first rule (ContactDto), checked here to name the field; the number itself is read by the API
// in the agency's numbering plan (its metadata is too heavy for the booking page).
import {
  isPersonName,
  looksLikePhone,
  type ApplicantDataPolicy,
  type BookableListing,
  type PrequalificationQuestion,
} from '@creneau/contracts';
import { useRef, useState } from 'react';
import { emailProblem } from '../../components/forms/validation';
import type { Problem } from './booking-errors';

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone'];

/** In Belgium the visitor chooses the one means of contact they give; the other is optional. */
export type ContactChoice = 'email' | 'phone';

/** Today on the visitor's calendar, as a date field writes it: the earliest move-in date. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether each contact field must be filled: both means in France, the chosen one in Belgium. */
export function contactRequired(policy: ApplicantDataPolicy, choice: ContactChoice): Record<ContactField, boolean> {
  const all = policy.contact === 'all';
  return { firstName: true, lastName: true, email: all || choice === 'email', phone: all || choice === 'phone' };
}

function contactProblem(field: ContactField, value: string, required: boolean): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required ? { key: 'global:form.required' } : undefined;
  if (field === 'email') {
    const problem = emailProblem(trimmed);
    return problem && { key: `global:${problem}` };
  }
  if (field === 'phone') return looksLikePhone(trimmed) ? undefined : { key: 'fields.phoneInvalid' };
  return isPersonName(value) ? undefined : { key: 'fields.nameInvalid' };
}

function answerProblem(question: PrequalificationQuestion, value: string): Problem | undefined {
  if (value === '') return question.required ? { key: 'global:form.required' } : undefined;
  if (question.kind === 'number') {
    if (!/^\d+$/.test(value)) return { key: 'global:form.integer' };
    if (question.max !== undefined && Number(value) > question.max)
      return { key: 'global:form.max', values: { max: question.max } };
    if (question.min !== undefined && Number(value) < question.min)
      return { key: 'global:form.min', values: { min: question.min } };
  }
  // The API refuses a move-in date in the past (in the agency's calendar); say so on the field first.
  if (question.kind === 'date' && value < todayInput()) return { key: 'global:errors.MOVE_IN_DATE_PAST' };
  return undefined;
}

/** What the visitor types: contact details and answers, checked before a round trip. */
export function useVisitForm(listing: BookableListing, policy: ApplicantDataPolicy) {
  const [contact, setContact] = useState<Record<ContactField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  });
  const [choice, setChoice] = useState<ContactChoice>('email');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Partial<Record<string, Problem>>>({});
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const required = contactRequired(policy, choice);
  const fields = [...CONTACT_FIELDS, ...listing.questions.map(({ key }) => key)];

  /** Shows these problems on their fields and focuses the first one; says whether there were none. */
  const show = (found: Partial<Record<string, Problem>>): boolean => {
    setProblems(found);
    const first = fields.find((key) => found[key]);
    if (first) inputs.current[first]?.focus();
    return first === undefined;
  };

  /** Checks every field, focuses the first wrong one and says whether the form can go. */
  const check = (): boolean => {
    const found: Partial<Record<string, Problem>> = {};
    for (const field of CONTACT_FIELDS) found[field] = contactProblem(field, contact[field], required[field]);
    for (const question of listing.questions)
      found[question.key] = answerProblem(question, answers[question.key] ?? '');
    return show(found);
  };

  const given = (field: ContactField) => contact[field].trim() || undefined;
  const request = () => ({
    contact: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: given('email'),
      phone: given('phone'),
    },
    answers: Object.fromEntries(
      listing.questions
        .filter(({ key }) => (answers[key] ?? '') !== '')
        .map(({ key, kind }) => [key, kind === 'number' ? Number(answers[key]) : answers[key]]),
    ),
  });

  return {
    contact,
    answers,
    problems,
    inputs,
    choice,
    required,
    fields,
    setChoice,
    setContact: (field: ContactField, value: string) => setContact((current) => ({ ...current, [field]: value })),
    setAnswer: (key: string, value: string) => setAnswers((current) => ({ ...current, [key]: value })),
    check,
    show,
    request,
  };
}
