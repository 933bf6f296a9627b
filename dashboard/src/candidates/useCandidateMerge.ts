import type { CandidateDetail, CandidateDuplicate, CandidateListItem } from '@creneau/contracts';
import { useState } from 'react';
import { useGetList, useNotify, useRedirect, useRefresh } from 'react-admin';
import { postJson } from '../providers/session';

/** The other request of a merge, as the page shows it: a likely duplicate or a search result. */
export type MergeTwin = Pick<CandidateDuplicate, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'listing'>;

/** Which of the two stays: this page's candidate or the other one. */
export type MergeKeep = 'this' | 'twin';

/** Candidates of the agency matching `search` (two characters at least), this one left out. */
export function useMergeSearch(candidate: CandidateDetail, search: string): CandidateListItem[] {
  const query = search.trim();
  const { data } = useGetList<CandidateListItem>(
    'candidates',
    { filter: { q: query }, pagination: { page: 1, perPage: 6 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: query.length >= 2 },
  );
  return query.length >= 2 ? (data ?? []).filter((row) => row.id !== candidate.id).slice(0, 5) : [];
}

/**
 * A merge of this page's candidate with another request of the same person: the dialog's state, then
 * POST /api/candidates/:kept/merge and the kept candidate's page.
 */
export function useCandidateMerge(candidate: CandidateDetail) {
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [twin, setTwin] = useState<MergeTwin | null>(null);
  const [keep, setKeep] = useState<MergeKeep>('this');
  const [busy, setBusy] = useState(false);

  const open = (chosen: MergeTwin) => {
    setKeep('this');
    setTwin(chosen);
  };
  const close = () => setTwin(null);
  const confirm = async () => {
    if (!twin) return;
    const [kept, merged] = keep === 'this' ? [candidate.id, twin.id] : [twin.id, candidate.id];
    setBusy(true);
    try {
      await postJson<CandidateDetail>(`/api/candidates/${kept}/merge`, { from: merged });
      notify('candidates.merge.done', { type: 'success' });
      setTwin(null);
      redirect('show', 'candidates', kept);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { twin, keep, setKeep, busy, open, close, confirm };
}
