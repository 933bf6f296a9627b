import type { BookableListing } from '@creneau/contracts';
import { useRef, useState } from 'react';
import { emailProblem, requiredProblem } from '../../components/forms/validation';

// The API's rule (ContactDto), checked here first to name the field rather than the whole form.
const PHONE = /^\+?[0-9][0-9 .-]{5,20}$/;

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone'];

/** A problem as a catalogue key of `web` or `global`. */
export type Problem =
  | 'global:form.required'
  | 'global:form.email'
  | 'global:form.integer'
  | 'global:errors.MOVE_IN_DATE_PAST'
  | 'fields.phoneInvalid';

/** Today on the visitor's calendar, as a date field writes it: the earliest move-in date. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function contactProblem(field: ContactField, value: string): Problem | undefined {
  const trimmed = value.trim();
  if (field === 'email') {
    const problem = emailProblem(trimmed);
    return problem && `global:${problem}`;
  }
  if (requiredProblem(trimmed)) return 'global:form.required';
  return field === 'phone' && !PHONE.test(trimmed) ? 'fields.phoneInvalid' : undefined;
}

/** What the visitor types: contact details and answers, checked before a round trip. */
export function useVisitForm(listing: BookableListing) {
  const [contact, setContact] = useState<Record<ContactField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Partial<Record<string, Problem>>>({});
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});

  /** Checks every field, focuses the first wrong one and says whether the form can go. */
  const check = (): boolean => {
    const found: Partial<Record<string, Problem>> = {};
    for (const field of CONTACT_FIELDS) found[field] = contactProblem(field, contact[field]);
    for (const question of listing.questions) {
      const value = answers[question.key] ?? '';
      if (question.required && value === '') found[question.key] = 'global:form.required';
      if (question.kind === 'number' && value !== '' && !/^\d+$/.test(value))
        found[question.key] = 'global:form.integer';
      // The API refuses a move-in date in the past (in the agency's calendar); say so on the field first.
      if (question.kind === 'date' && value !== '' && value < todayInput())
        found[question.key] = 'global:errors.MOVE_IN_DATE_PAST';
    }
    setProblems(found);
    const first = [...CONTACT_FIELDS, ...listing.questions.map(({ key }) => key)].find((key) => found[key]);
    if (first) inputs.current[first]?.focus();
    return first === undefined;
  };

  const request = () => ({
    contact: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
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
    setContact: (field: ContactField, value: string) => setContact((current) => ({ ...current, [field]: value })),
    setAnswer: (key: string, value: string) => setAnswers((current) => ({ ...current, [key]: value })),
    check,
    request,
  };
}
