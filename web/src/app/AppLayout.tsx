import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { CookieBanner } from '../consent/CookieBanner';
import { useSession } from '../session/useSession';
import './AppLayout.css';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { MasqueradeBanner } from './MasqueradeBanner';
import { Toolbar } from './Toolbar';
import { useScrollToTop } from './useScrollToTop';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { me } = useSession();
  useScrollToTop();
  return (
    <div className="app-layout">
      {me?.masquerade && <MasqueradeBanner me={me} />}
      <Toolbar />
      <main id="main" className="app-layout__main">
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
