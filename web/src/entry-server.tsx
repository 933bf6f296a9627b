// The server's side of the public pages: built by `vite build --ssr` into web/dist-ssr/entry-server.cjs,
// one file holding React and the site, which the API requires (api/src/frontends/public-pages/server-render.ts).
// The image therefore needs no React among its runtime packages.
import { FALLBACK_LANGUAGE } from '@creneau/contracts';
import { createInstance, type i18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { Root } from './app/Root';
import { preloadPhoneText } from './components/phone/DisplayedPhone';
import { preloadPageAt } from './app/routes';
import { ServerData, type ServerAnswer, type ServerState } from './ssr/server-data';

export interface RenderRequest {
  /** The address asked for, path and query. */
  url: string;
  state: Omit<ServerState, 'answers' | 'namespaces'>;
  /** The catalogues of the page's language and of the fallback language, by namespace (read once per language). */
  resources: Resource;
  /** A GET of the API, as the browser would make it. */
  read: (path: string) => Promise<ServerAnswer>;
}

export interface RenderedHtml {
  /** What goes inside #root. */
  html: string;
  state: ServerState;
}

/** The catalogues the render translated with (react-i18next notes them): the client loads them before hydrating. */
function usedNamespaces(i18n: i18n): string[] {
  const reporter = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  return [...new Set(['global', 'web', ...(reporter?.getUsedNamespaces() ?? [])])];
}

// A page reads what it shows in at most this many waves (a page, then what the page names).
const MAX_ROUNDS = 4;

/**
 * The page's HTML: renderToString writes it whole, without the inline scripts a streaming render adds to
 * reveal parts that arrive late (the site's CSP runs no inline script). Nothing may suspend: the page's
 * chunk is loaded first, and the data it reads is given (ServerData).
 */
function finalHtml(tree: ReactNode): string {
  const html = renderToString(tree);
  // A part that failed or still suspended is left to the browser (<!--$!-->): the page is served unrendered.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) throw new Error('a part of the page did not render');
  if (html.includes('<script')) throw new Error('the rendered page holds an inline script');
  return html;
}

/**
 * Renders the page until every read it makes has its answer: each round notes the reads it lacked, the
 * API answers them, and the page is rendered again with them.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedHtml> {
  const i18n = (await translations(request.state.language, request.resources)).cloneInstance();
  // The page's chunk and the parts the browser loads after it, which the server renders at once.
  await Promise.all([preloadPageAt(new URL(request.url, 'http://localhost').pathname), preloadPhoneText()]);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  const answers: Record<string, ServerAnswer> = {};
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const data = new ServerData({ ...request.state, namespaces: [], answers: { ...answers } }, true);
    const html = finalHtml(
      <I18nextProvider i18n={i18n}>
        <Root server={data} Router={Router} />
      </I18nextProvider>,
    );
    if (data.wanted.size === 0) return { html, state: { ...data.state, namespaces: usedNamespaces(i18n) } };
    await Promise.all(
      [...data.wanted].map(async (path) => {
        answers[path] = await request.read(path);
      }),
    );
  }
  throw new Error(`${request.url}: still reading after ${MAX_ROUNDS} rounds`);
}

// One i18next per language, set up once; each page renders with a clone of its own, which notes the
// catalogues that page used.
const instances = new Map<string, Promise<i18n>>();

function translations(language: string, resources: Resource): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        resources,
        defaultNS: 'global',
        // React escapes what it renders, as in the browser (src/i18n/i18n.ts).
        interpolation: { escapeValue: false, maxReplaces: 1000 },
        react: { useSuspense: false },
      })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}
