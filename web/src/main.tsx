import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './app/ErrorBoundary';
import { reportUncaughtErrors } from './app/error-reporting';
import { AppRoutes } from './app/routes';
import { PageLoader } from './components/PageLoader';
import { initI18n } from './i18n/i18n';
import './styles/base.css';
import './styles/buttons.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n();
reportUncaughtErrors();

// Declarative routing rather than createBrowserRouter: the data router costs ~17 KB gzipped more,
// which would put the booking page over its 120 KB budget (QUALITY.md, P12) before it has any feature.
createRoot(container).render(
  <StrictMode>
    {/* The catalogues are still loading here: nothing translated to show but a spinner. */}
    <Suspense fallback={<PageLoader />}>
      <BrowserRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </Suspense>
  </StrictMode>,
);
