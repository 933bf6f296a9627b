import type { VisitSummary } from '@creneau/contracts';
import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../providers/httpClient';

/** GET /api/visits/summary for the agency, one agent or one listing; `reload` asks again. */
export function useVisitSummary(enabled: boolean, scope: { agentId?: string; listingId?: string }) {
  const [data, setData] = useState<VisitSummary | undefined>();
  // Answered or failed: the home may then show itself (layout/first-screen.ts).
  const [settled, setSettled] = useState(false);
  const [version, setVersion] = useState(0);
  const { agentId, listingId } = scope;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const query = new URLSearchParams();
    if (agentId) query.set('agentId', agentId);
    if (listingId) query.set('listingId', listingId);
    const search = query.size > 0 ? `?${query.toString()}` : '';
    httpClient(`/api/visits/summary${search}`)
      .then(({ json }) => live && setData(json as VisitSummary))
      .catch(() => live && setData(undefined))
      .finally(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [enabled, agentId, listingId, version]);
  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  return { data, settled, reload };
}
