import { FALLBACK_LANGUAGE, mayHaveSession, type Language } from '@creneau/contracts';
import type { Request } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The types of web/src/entry-server.tsx, restated: the API does not compile the web's sources.
interface ServerAnswer {
  status: number;
  body: unknown;
}
interface ServerState {
  language: Language;
  mayHaveSession: boolean;
  embedded: boolean;
  namespaces: string[];
  origin: string;
  seed: number;
  answers: Record<string, ServerAnswer>;
}
interface Renderer {
  renderPage(request: {
    url: string;
    state: Omit<ServerState, 'answers' | 'namespaces'>;
    resources: Record<string, Record<string, unknown>>;
    read: (path: string) => Promise<ServerAnswer>;
  }): Promise<{ html: string; state: ServerState }>;
}

/** A public page the server renders with React, and what its first render needs. */
export interface RenderedRoute {
  /** The page's module in web's build manifest, for its preload hints. */
  module: string;
}

const ROUTES: ReadonlyArray<[RegExp, RenderedRoute]> = [
  [/^\/(landing)?$/, { module: 'src/pages/LandingPage.tsx' }],
  [/^\/agency\/[^/]+\/?$/, { module: 'src/pages/AgencyPage.tsx' }],
  [/^\/agent\/[^/]+\/?$/, { module: 'src/pages/AgentPage.tsx' }],
  [/^\/book\/[^/]+\/?$/, { module: 'src/pages/BookingPage.tsx' }],
  // The visitor area's entry (sign-in); its other pages are about a signed-in visitor's own data.
  [/^\/visits(\/(?!home|magic-link|reset-password)[^/]*)?\/?$/, { module: 'src/pages/VisitorAreaPage.tsx' }],
];

export const renderedRoute = (path: string): RenderedRoute | null =>
  ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? null;

/** Written into the page for the client: JSON that no "</script>" or "<!--" inside a value can end early. */
export const serverStateScript = (state: ServerState): string =>
  `<script type="application/json" id="server-state">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/**
 * The web's server renderer (web/dist-ssr/entry-server.cjs, built by `npm run build:front`) and the
 * catalogues it renders with. Null when the web is not built with it: pages are then served as before,
 * rendered in the browser.
 */
export function serverRenderer(webDist: string, localesDir: string) {
  const bundle = join(webDist, '..', 'dist-ssr', 'entry-server.cjs');
  if (!existsSync(bundle)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file, found at run time
  const renderer = require(bundle) as Renderer;
  const catalogues = new Map<Language, Record<string, unknown>>();
  const catalogueOf = (language: Language) => {
    let found = catalogues.get(language);
    if (!found) {
      const dir = join(localesDir, language);
      const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
      found = Object.fromEntries(
        files.map((name) => [
          name.replace(/\.json$/, ''),
          JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown,
        ]),
      );
      catalogues.set(language, found);
    }
    return found;
  };

  return async (req: Request, language: Language) => {
    // The API itself, as the browser reads it: the same answers, so the hydrating render shows the same.
    const api = `http://127.0.0.1:${req.socket.localPort}`;
    const read = async (path: string): Promise<ServerAnswer> => {
      const response = await fetch(new URL(path, api), { headers: { Accept: 'application/json' } });
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body };
    };
    return renderer.renderPage({
      url: req.originalUrl,
      state: {
        language,
        mayHaveSession: mayHaveSession(req.headers.cookie ?? ''),
        embedded: req.path.startsWith('/book/') && req.query.embed === '1',
        origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        seed: Math.floor(Math.random() * 2 ** 31),
      },
      resources: { [language]: catalogueOf(language), [FALLBACK_LANGUAGE]: catalogueOf(FALLBACK_LANGUAGE) },
      read,
    });
  };
}
