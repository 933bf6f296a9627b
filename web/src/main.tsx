import i18n from 'i18next';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reportError, reportUncaughtErrors } from './app/error-reporting';
import { Root } from './app/Root';
import { preloadPageAt } from './app/routes';
import { chosenLanguage, initI18n } from './i18n/i18n';
import { readServerState } from './ssr/read-server-state';
import { ServerData, type ServerState } from './ssr/server-data';
import './styles/base.css';
import './styles/buttons.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page the server rendered (home, agency, agent, booking, visitor area) carries what it was
// rendered with: the client renders the same and takes over the server's HTML instead of replacing it.
const state = readServerState();
const ready = initI18n(state?.language);
reportUncaughtErrors();

// Declarative routing rather than createBrowserRouter: the data router costs ~17 KB gzipped more,
// which would put the booking page over its 120 KB budget (QUALITY.md, P12) before it has any feature.
const Router = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

// A page that differs from the server's is rendered again in the browser: said in the console, where the
// browser tests look, and to the error-reporting service.
const onRecoverableError = (error: unknown) => {
  console.error('Hydration:', error);
  void reportError(error, 'unhandled');
};

/**
 * The first Intl formatter of a page loads ICU's data: ~15 ms of CPU, ~60 ms on a mid-range phone. Made in a
 * task of its own while the chunks and catalogues arrive, rather than in the middle of hydrating (a price, a
 * date, the visitor's time zone), where it lengthens the one task a tap would wait for.
 */
const warmIntl = (language: string) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      try {
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(0);
        new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(0);
      } catch {
        // An engine without these formats: the page formats without them, as it would have.
      }
      resolve();
    }, 0),
  );

async function hydrate(into: HTMLElement, server: ServerState): Promise<void> {
  // Everything the first render needs, before it: a part that suspends while hydrating is thrown away and
  // drawn again when the page updates (the session's answer, a language switch).
  await Promise.all([
    ready.then(() => i18n.loadNamespaces(server.namespaces)),
    preloadPageAt(window.location.pathname),
    warmIntl(server.language),
  ]);
  // As a transition: React then hydrates in slices of a few milliseconds, yielding to the browser between
  // them, instead of one task as long as the whole page (on a mid-range phone, hundreds of milliseconds in
  // which a tap waits: Lighthouse's Total Blocking Time). The page is already shown: nothing to hurry.
  startTransition(() => {
    hydrateRoot(into, <Root server={new ServerData(server, false)} Router={Router} />, { onRecoverableError });
  });
  // The server rendered the page in the language it was asked for; one chosen on this device comes after.
  const chosen = chosenLanguage();
  if (chosen && chosen !== server.language) setTimeout(() => void i18n.changeLanguage(chosen), 0);
}

if (state) {
  void hydrate(container, state).catch((error: unknown) => {
    // The chunk or a catalogue did not arrive: the browser renders the page itself (the reload screen).
    onRecoverableError(error);
    createRoot(container).render(<Root server={null} Router={Router} />);
  });
} else createRoot(container).render(<Root server={null} Router={Router} />);
