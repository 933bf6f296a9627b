import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../consent/consent-store';
import { trackPageview } from './analytics';

/** Page views are counted automatically: on every navigation, and for the current page once consent is given. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { choices } = useConsent();
  const consented = choices?.includes('google_analytics') ?? false;
  useEffect(() => {
    if (consented) void trackPageview();
  }, [pathname, consented]);
}
