import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page, back and forward included (product rule). */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Otherwise the browser puts back the old position on Back, after this hook has scrolled up.
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}
