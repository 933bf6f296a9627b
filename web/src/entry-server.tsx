// The server's side of the public pages: built by `vite build --ssr` into web/dist-ssr/entry-server.cjs,
// one file holding React and the site, which the API requires (api/src/frontends/public-pages/server-render.ts).
// The image therefore needs no React among its runtime packages.
import { FALLBACK_LANGUAGE } from '@creneau/contracts';
import { createInstance, type i18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { Root } from './app/Root';
import { ServerData, type ServerAnswer, type ServerState } from './ssr/server-data';

export interface RenderRequest {
  /** The address asked for, path and query. */
  url: string;
  state: Omit<ServerState, 'answers' | 'namespaces'>;
  /** The catalogues of the page's language and of the fallback language, by namespace. */
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

/** Renders until nothing is left suspended (page chunks, reads noted in ServerData), discarding the HTML. */
async function settle(tree: ReactNode): Promise<void> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, { onError: (error) => void errors.push(error) });
  for await (const chunk of prelude) void chunk;
  // A part that failed would be left for the browser to render: the page is served unrendered instead.
  if (errors.length > 0) throw errors[0];
}

/**
 * The HTML, once nothing suspends any more: renderToString writes it whole, without the inline scripts a
 * streaming render adds to reveal parts that arrived late (the site's CSP runs no inline script).
 */
function finalHtml(tree: ReactNode): string {
  let failed: unknown = null;
  const html = renderToString(tree, { onError: (error) => void (failed ??= error) });
  if (failed !== null) throw failed instanceof Error ? failed : new Error(String(failed));
  if (html.includes('<script')) throw new Error('the rendered page holds an inline script');
  return html;
}

/**
 * Renders the page until every read it makes has its answer: each round notes the reads it lacked, the
 * API answers them, and the page is rendered again with them.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedHtml> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: request.state.language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: request.resources,
    defaultNS: 'global',
    // React escapes what it renders, as in the browser (src/i18n/i18n.ts).
    interpolation: { escapeValue: false, maxReplaces: 1000 },
    react: { useSuspense: false },
  });
  const answers: Record<string, ServerAnswer> = {};
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const data = new ServerData({ ...request.state, namespaces: [], answers: { ...answers } }, true);
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
    const tree = (server: ServerData) => (
      <I18nextProvider i18n={i18n}>
        <Root server={server} Router={Router} />
      </I18nextProvider>
    );
    await settle(tree(data));
    if (data.wanted.size === 0) {
      const final = new ServerData(data.state, true);
      const html = finalHtml(tree(final));
      if (final.wanted.size === 0) return { html, state: { ...final.state, namespaces: usedNamespaces(i18n) } };
    }
    await Promise.all(
      [...data.wanted].map(async (path) => {
        answers[path] = await request.read(path);
      }),
    );
  }
  throw new Error(`${request.url}: still reading after ${MAX_ROUNDS} rounds`);
}
