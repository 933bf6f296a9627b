import type { PublicConfig } from '@creneau/contracts';

let config: Promise<Partial<PublicConfig>> | null = null;

/** The run-time settings the API serves at /api/public/config, asked once per page load ({} if unreachable). */
export function loadPublicConfig(): Promise<Partial<PublicConfig>> {
  config ??= fetch('/api/public/config')
    .then((response) => (response.ok ? (response.json() as Promise<Partial<PublicConfig>>) : {}))
    .catch(() => ({}));
  return config;
}
