import type { PublicConfig } from '@creneau/contracts';

let config: Promise<Partial<PublicConfig>> | null = null;

/** The run-time settings the API serves at /api/public/config, asked once per page load ({} if unreachable). */
export function loadPublicConfig(): Promise<Partial<PublicConfig>> {
  config ??= fetch('/api/public/config')
    // An error's body is read too: left unread, a no-store answer keeps its request open.
    .then((response) =>
      response.ok ? (response.json() as Promise<Partial<PublicConfig>>) : response.text().then(() => ({})),
    )
    .catch(() => ({}));
  return config;
}
