import { useEffect, useSyncExternalStore } from 'react';
import { useServerData } from '../ssr/server-data';
import { getSessionState, loadSession, setSession, signOut, subscribe, type SessionState } from './session-store';

export interface Session extends SessionState {
  refresh: () => Promise<unknown>;
  /** After a sign-in, a masquerade or a profile change: the API's fresh MeResponse. */
  setSession: typeof setSession;
  signOut: typeof signOut;
}

const refresh = () => loadSession(true);

const NOBODY: SessionState = { me: null, loading: false };
const ASKING: SessionState = { me: null, loading: true };

export function useSession(): Session {
  // What the server showed, from the same hint: without the session cookie nobody is signed in.
  const server = useServerData();
  const shownByServer = server && (server.state.mayHaveSession ? ASKING : NOBODY);
  const state = useSyncExternalStore(subscribe, getSessionState, () => shownByServer ?? getSessionState());
  useEffect(() => {
    void loadSession();
  }, []);
  return { ...state, refresh, setSession, signOut };
}
