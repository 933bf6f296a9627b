import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import './AppLayout.css';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Toolbar } from './Toolbar';
import { useScrollToTop } from './useScrollToTop';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTop();
  return (
    <div className="app-layout">
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
    </div>
  );
}
