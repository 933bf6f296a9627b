import type { PublicConfig } from '@creneau/contracts';
import { useEffect, useState } from 'react';

// What an API that cannot be reached (or predates a setting) amounts to: every optional service off.
const OFF: PublicConfig = {
  recaptchaSiteKey: null,
  demoSchedulingUrl: null,
  analytics: null,
  errorReportUrl: null,
  presentationVideoUrl: null,
  testBooking: { rent: '/book/claire-martin', sale: '/book/hugo-bernard' },
  contact: null,
  legal: null,
};

let request: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | null = null;

/** The run-time settings the API serves at /api/public/config, asked once per page load. */
export function loadPublicConfig(): Promise<PublicConfig> {
  request ??= fetch('/api/public/config', { credentials: 'same-origin' })
    // An error's body is read too: left unread, a no-store answer keeps its request open.
    .then((response) =>
      response.ok ? (response.json() as Promise<Partial<PublicConfig>>) : response.text().then(() => ({})),
    )
    .catch(() => ({}))
    .then((config) => {
      loaded = { ...OFF, ...config };
      return loaded;
    });
  return request;
}

/** The settings, or null while they load. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
