import { useEffect, useSyncExternalStore } from 'react';
import { getSessionState, loadSession, setSession, signOut, subscribe, type SessionState } from './session-store';

export interface Session extends SessionState {
  refresh: () => Promise<unknown>;
  /** After a sign-in, a masquerade or a profile change: the API's fresh MeResponse. */
  setSession: typeof setSession;
  signOut: typeof signOut;
}

const refresh = () => loadSession(true);

export function useSession(): Session {
  const state = useSyncExternalStore(subscribe, getSessionState);
  useEffect(() => {
    void loadSession();
  }, []);
  return { ...state, refresh, setSession, signOut };
}
