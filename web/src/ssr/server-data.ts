import type { Language } from '@creneau/contracts';
import { createContext, useContext } from 'react';

/** One API answer the server read for the page: what the client's first read of the same path gets. */
export type ServerAnswer = { status: number; body: unknown };

/** What the server rendered a page with, written into the page as JSON for the client to hydrate with. */
export interface ServerState {
  language: Language;
  /** The request carried the session hint cookie: a session may exist, so the server showed it as loading. */
  mayHaveSession: boolean;
  /** The booking page framed by an agency's site (?embed=1): its own layout. */
  embedded: boolean;
  /** The catalogues the page's first render translates with, loaded before hydrating. */
  namespaces: string[];
  /** The page's origin as the server saw it (Host header). */
  origin: string;
  /** Seeds the drawings of the first render (useFirstRenderRandom), the same on both sides. */
  seed: number;
  /** GET path → answer, for every read the page makes on its first render. */
  answers: Record<string, ServerAnswer>;
}

/** The element of the page holding ServerState (type="application/json": data, never run as a script). */
export const SERVER_STATE_ID = 'server-state';

/**
 * The server's answers during a render. On the server, reads it has no answer for are noted in `wanted`,
 * read, and the page rendered again. On the client, an answer is used once (the hydrating render), then
 * forgotten, so coming back to the page later reads it afresh.
 */
export class ServerData {
  readonly wanted = new Set<string>();

  constructor(
    readonly state: ServerState,
    private readonly onServer: boolean,
  ) {}

  answer(path: string): ServerAnswer | undefined {
    const answer = this.state.answers[path];
    if (!answer && this.onServer) this.wanted.add(path);
    return answer;
  }

  forget(path: string): void {
    if (!this.onServer) delete this.state.answers[path];
  }
}

export const ServerDataContext = createContext<ServerData | null>(null);

export const useServerData = (): ServerData | null => useContext(ServerDataContext);
