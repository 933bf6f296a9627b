import {
  choosableQuestions,
  type FormChoice,
  type ListingPrequalification,
  type PrequalificationFormView,
  type QuestionKey,
} from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorKey } from '../agenda/api-errors';
import { useJson } from '../agenda/useAgenda';
import { postJson } from '../providers/session';
import { changedLines, choicesOf, linesOf, movedLines, type EditorLine } from './usePrequalificationForm';

/**
 * A listing's own prequalification form: whether it has one (else the agency's applies), its lines
 * as the editor changes them, saved or dropped.
 */
export function useListingPrequalification(listingId: string) {
  const notify = useNotify();
  const path = `/api/listings/${encodeURIComponent(listingId)}/prequalification`;
  const [version, setVersion] = useState(0);
  const loaded = useJson<ListingPrequalification>(path, version);
  const [own, setOwn] = useState(false);
  const [lines, setLines] = useState<EditorLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const data = loaded.data;
    if (!data) return;
    const start: FormChoice[] =
      data.override ?? data.effective.map(({ key, required }) => ({ key: key as QuestionKey, required }));
    const form: PrequalificationFormView = {
      transaction: data.transaction,
      questions: start,
      isDefault: data.override === null,
      choosable: choosableQuestions(data.transaction),
    };
    setOwn(data.override !== null);
    setLines(linesOf(form));
  }, [loaded.data]);
  const save = async () => {
    setBusy(true);
    try {
      await postJson(path, { questions: own ? choicesOf(lines ?? []) : null }, 'PUT');
      notify('prequalification.saved', { type: 'success' });
      setVersion((value) => value + 1);
    } catch (error) {
      notify(errorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return {
    data: loaded.data,
    own,
    setOwn,
    lines,
    busy,
    change: (key: QuestionKey, patch: Partial<EditorLine>) => setLines((now) => changedLines(now ?? [], key, patch)),
    move: (key: QuestionKey, by: -1 | 1) => setLines((now) => movedLines(now ?? [], key, by)),
    save,
  };
}
