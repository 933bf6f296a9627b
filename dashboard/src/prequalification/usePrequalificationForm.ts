import type { AgencyPrequalification, FormChoice, PrequalificationFormView, QuestionKey } from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorKey } from '../agenda/api-errors';
import { useJson } from '../agenda/useAgenda';
import { postJson } from '../providers/session';

/** One line of the editor: a catalogue question, whether the form asks it, and whether it must be answered. */
export interface EditorLine {
  key: QuestionKey;
  asked: boolean;
  required: boolean;
}

/** The editor's lines: the asked questions in the form's order, then the others of the catalogue. */
export function linesOf(form: PrequalificationFormView): EditorLine[] {
  const asked = form.questions.map(({ key, required }) => ({ key, asked: true, required }));
  const rest = form.choosable
    .filter((key) => !form.questions.some((question) => question.key === key))
    .map((key) => ({ key, asked: false, required: false }));
  return [...asked, ...rest];
}

/** The lines with one changed; a question not asked cannot be required. */
export function changedLines(lines: EditorLine[], key: QuestionKey, patch: Partial<EditorLine>): EditorLine[] {
  return lines.map((line) => {
    if (line.key !== key) return line;
    const asked = patch.asked ?? line.asked;
    return { ...line, ...patch, asked, required: asked && (patch.required ?? line.required) };
  });
}

/** The lines with one moved up (-1) or down (1); unchanged at either end. */
export function movedLines(lines: EditorLine[], key: QuestionKey, by: -1 | 1): EditorLine[] {
  const from = lines.findIndex((line) => line.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= lines.length) return lines;
  const next = [...lines];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export const choicesOf = (lines: EditorLine[]): FormChoice[] =>
  lines.filter(({ asked }) => asked).map(({ key, required }) => ({ key, required }));

/**
 * The agency's form for one transaction as the editor changes it: loaded, edited line by line (ask,
 * require, move), saved or put back to the shipped defaults.
 */
export function usePrequalificationForm(agencyId: string, transaction: PrequalificationFormView['transaction']) {
  const notify = useNotify();
  const path = `/api/agencies/${encodeURIComponent(agencyId)}/prequalification`;
  const [version, setVersion] = useState(0);
  const loaded = useJson<AgencyPrequalification>(path, version);
  const form = loaded.data?.forms.find((each) => each.transaction === transaction);
  const [lines, setLines] = useState<EditorLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setLines(form ? linesOf(form) : null), [form]);

  const change = (key: QuestionKey, patch: Partial<EditorLine>) =>
    setLines((current) => changedLines(current ?? [], key, patch));
  const move = (key: QuestionKey, by: -1 | 1) => setLines((current) => movedLines(current ?? [], key, by));
  const send = async (questions: FormChoice[] | null) => {
    setBusy(true);
    setFailure(null);
    try {
      await postJson(path, { transaction, questions }, 'PUT');
      notify('prequalification.saved', { type: 'success' });
      setVersion((value) => value + 1);
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return {
    lines,
    isDefault: form?.isDefault ?? true,
    error: loaded.error ? errorKey(loaded.error) : null,
    busy,
    failure,
    change,
    move,
    save: () => send(choicesOf(lines ?? [])),
    restoreDefaults: () => send(null),
  };
}
