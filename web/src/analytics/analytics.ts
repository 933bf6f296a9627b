import { consentAllows } from '../consent/consent-store';
import { loadPublicConfig } from '../lib/public-config';
import { shareableReferrer, shareableUrl } from './shareable-url';

export type EventProps = Record<string, string>;

/**
 * Audience measurement through a Plausible-compatible event API: no cookie, no personal data, and
 * nothing at all unless the operator configured an endpoint and the visitor consented to the
 * audience-measurement service of the cookie banner (its id in the consent record is the spec's).
 */
export async function track(name: string, props?: EventProps): Promise<void> {
  if (!consentAllows('google_analytics')) return;
  const { analytics } = await loadPublicConfig();
  if (!analytics) return;
  const body = {
    name,
    url: shareableUrl(window.location.href),
    domain: analytics.domain,
    referrer: shareableReferrer(document.referrer, window.location.origin),
    props,
  };
  // text/plain keeps the request "simple" (no CORS preflight), as the reference script does.
  await fetch(analytics.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

export const trackPageview = () => track('pageview');
