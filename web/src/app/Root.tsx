import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { PageLoader } from '../components/PageLoader';
import { ServerDataContext, type ServerData } from '../ssr/server-data';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

/**
 * The whole site under a router: BrowserRouter in the browser, StaticRouter on the server, which renders
 * the public pages with the same tree the browser then hydrates (src/entry-server.tsx).
 */
export function Root({
  server,
  Router,
}: {
  server: ServerData | null;
  Router: (props: { children: ReactNode }) => ReactNode;
}) {
  // Once React has taken the page over (hydrated or drawn), its buttons act: said on <html> for the tests
  // and for anything that must not act on the server's inert HTML.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <StrictMode>
      <ServerDataContext.Provider value={server}>
        {/* The catalogues are still loading here: nothing translated to show but a spinner. */}
        <Suspense fallback={<PageLoader />}>
          <Router>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </Router>
        </Suspense>
      </ServerDataContext.Provider>
    </StrictMode>
  );
}
