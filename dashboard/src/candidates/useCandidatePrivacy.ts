import { useState } from 'react';
import { useNotify, useRedirect, useRefresh } from 'react-admin';
import { downloadFile } from '../privacy/download';
import { postJson } from '../providers/session';

/** An admin's answers to a person's request: their data as JSON, or their erasure (both audited by the API). */
export function useCandidatePrivacy(candidateId: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const exportData = () =>
    void downloadFile(`/api/candidates/${candidateId}/personal-data`, `candidate-${candidateId}.json`).then(
      () => notify('candidatePrivacy.exported', { type: 'success' }),
      () => notify('candidatePrivacy.failed', { type: 'error' }),
    );
  const anonymise = async () => {
    setBusy(true);
    try {
      await postJson(`/api/candidates/${candidateId}/anonymise`, undefined);
      setConfirming(false);
      // A request without any visit is deleted outright: nothing is left to show.
      const still = await fetch(`/api/candidates/${candidateId}`, { credentials: 'same-origin' });
      await still.text();
      if (still.status === 404) {
        notify('candidatePrivacy.gone', { type: 'success' });
        redirect('list', 'candidates');
      } else {
        notify('candidatePrivacy.done', { type: 'success' });
        refresh();
      }
    } catch {
      notify('candidatePrivacy.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { confirming, setConfirming, busy, exportData, anonymise };
}
