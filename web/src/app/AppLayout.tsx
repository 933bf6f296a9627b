import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { usePageViews } from '../analytics/usePageViews';
import { PageLoader } from '../components/PageLoader';
import { CookieBanner } from '../consent/CookieBanner';
import { useSession } from '../session/useSession';
import { ToastProvider } from '../toasts/ToastProvider';
import { useConnectivityToasts } from '../toasts/useConnectivityToasts';
import './AppLayout.css';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { MasqueradeBanner } from './MasqueradeBanner';
import { Toolbar } from './Toolbar';
import { useScrollToTop } from './useScrollToTop';

export function AppLayout() {
  return (
    <ToastProvider>
      <Layout />
    </ToastProvider>
  );
}

function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { me } = useSession();
  useScrollToTop();
  usePageViews();
  useConnectivityToasts();
  return (
    <div className="app-layout">
      <SkipLink label={t('nav.skipToContent')} />
      {me?.masquerade && <MasqueradeBanner me={me} />}
      <Toolbar />
      {/* Focusable by script only: the skip link and closed dialogs send focus here. */}
      <main id="main" className="app-layout__main" tabIndex={-1}>
        {/* A failing page keeps the toolbar and footer; leaving it clears the error. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader label={t('status.loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
