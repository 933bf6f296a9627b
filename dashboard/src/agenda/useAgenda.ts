import type { MeResponse } from '@creneau/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetMany } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { fetchMe } from '../providers/session';
import { useReloadOnNotification } from '../realtime/useReloadOnNotification';
import type { AgendaAbsence, AgendaListing, AgendaVisit, WorkingDay } from './types';

export function useMe(): MeResponse | null {
  const [me, setMe] = useState<MeResponse | null>(null);
  useEffect(() => {
    void fetchMe().then(setMe);
  }, []);
  return me;
}

/** A clock that ticks each minute: the "now" line moves and past visits become markable. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** GET a JSON resource again whenever `version` changes; undefined while loading or without a path. */
export function useJson<T>(path: string | null, version: number): { data: T | undefined; error: unknown } {
  const [state, setState] = useState<{ path: string | null; data?: T; error?: unknown }>({ path: null });
  useEffect(() => {
    if (!path) return;
    let live = true;
    httpClient(path)
      .then(({ json }) => live && setState({ path, data: json as T }))
      .catch((error: unknown) => live && setState({ path, error }));
    return () => {
      live = false;
    };
  }, [path, version]);
  return state.path === path ? { data: state.data, error: state.error } : { data: undefined, error: undefined };
}

export function agentPath(agentId: string, what: 'working-hours' | 'absences' | 'visits'): string {
  return `/api/agents/${encodeURIComponent(agentId)}/${what}`;
}

/** One agent's hours, absences and visits over [from, to), with the listings the visits are for. */
export function useAgenda(agentId: string | undefined, from: number, to: number) {
  const [version, setVersion] = useState(0);
  const hours = useJson<WorkingDay[]>(agentId ? agentPath(agentId, 'working-hours') : null, version);
  const absences = useJson<AgendaAbsence[]>(agentId ? agentPath(agentId, 'absences') : null, version);
  // The whole range in one answer, never a page of it: a busy week of group visits passes any page size.
  const range = new URLSearchParams({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
  const visits = useJson<AgendaVisit[]>(
    agentId ? `${agentPath(agentId, 'visits')}?${range.toString()}` : null,
    version,
  );
  const listingIds = useMemo(() => [...new Set((visits.data ?? []).map((visit) => visit.listingId))], [visits.data]);
  const listings = useGetMany<AgendaListing>('listings', { ids: listingIds }, { enabled: listingIds.length > 0 });
  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  useReloadOnNotification(reload);
  return {
    workingHours: hours.data,
    absences: absences.data ?? [],
    visits: visits.data ?? [],
    listings: new Map((listings.data ?? []).map((listing) => [listing.id, listing])),
    loading: visits.data === undefined || hours.data === undefined,
    error: visits.error ?? hours.error ?? absences.error,
    reload,
  };
}
