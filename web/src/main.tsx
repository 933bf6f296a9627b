import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reportUncaughtErrors } from './app/error-reporting';
import { Root } from './app/Root';
import { initI18n } from './i18n/i18n';
import { readServerState } from './ssr/read-server-state';
import { ServerData } from './ssr/server-data';
import './styles/base.css';
import './styles/buttons.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page the server rendered (home, agency, agent, booking, visitor area) carries what it was
// rendered with: the client renders the same and takes over the server's HTML instead of replacing it.
const state = readServerState();
void initI18n(state?.language);
reportUncaughtErrors();

// Declarative routing rather than createBrowserRouter: the data router costs ~17 KB gzipped more,
// which would put the booking page over its 120 KB budget (QUALITY.md, P12) before it has any feature.
const Router = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

if (state) hydrateRoot(container, <Root server={new ServerData(state, false)} Router={Router} />);
else createRoot(container).render(<Root server={null} Router={Router} />);
