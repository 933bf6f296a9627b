import { env, type ConfigOf } from '../../config/env.util';

/**
 * DossierFacile Connect: all or none. Without them the import is off (no button, no client). The
 * identifiers come from DossierFacile's team, who also register the redirect URI (and a webhook URL).
 */
export const dossierFacileEnvSchema = {
  // The Keycloak realm, e.g. https://sso.dossierfacile.fr/auth/realms/dossier-facile (preprod: sso-preprod).
  DOSSIERFACILE_SSO_URL: env.optional(),
  // The tenant API, e.g. https://api.dossierfacile.fr (preprod: https://api-preprod.dossierfacile.fr).
  DOSSIERFACILE_API_URL: env.optional(),
  DOSSIERFACILE_CLIENT_ID: env.optional(),
  DOSSIERFACILE_CLIENT_SECRET: env.optional(),
  // Where DossierFacile sends the visitor back with the code: {PUBLIC_URL}/api/… of the callback route.
  DOSSIERFACILE_REDIRECT_URI: env.optional(),
  // Per call, body included; a document of 20 MB on a slow link needs the default's margin.
  DOSSIERFACILE_TIMEOUT_MS: env.int(15_000, 100, 120_000),
};

export type DossierFacileConfig = ConfigOf<typeof dossierFacileEnvSchema>;

export interface DossierFacileSettings {
  ssoUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs: number;
}

const REQUIRED = [
  'DOSSIERFACILE_SSO_URL',
  'DOSSIERFACILE_API_URL',
  'DOSSIERFACILE_CLIENT_ID',
  'DOSSIERFACILE_CLIENT_SECRET',
  'DOSSIERFACILE_REDIRECT_URI',
] as const;

function urlProblem(name: string, raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    const { protocol } = new URL(raw);
    return protocol === 'https:' || protocol === 'http:' ? null : `${name} must use https, got "${protocol}"`;
  } catch {
    return `${name} must be a URL, got "${raw}"`;
  }
}

/** What is wrong with a partial or bad DossierFacile configuration, naming the variables; empty when usable. */
export function dossierFacileConfigProblems(config: DossierFacileConfig): string[] {
  if (REQUIRED.every((name) => config[name] === undefined)) return [];
  const problems: string[] = REQUIRED.filter((name) => config[name] === undefined).map(
    (name) => `${name} is required when any DOSSIERFACILE_ variable is set (all or none)`,
  );
  for (const name of ['DOSSIERFACILE_SSO_URL', 'DOSSIERFACILE_API_URL', 'DOSSIERFACILE_REDIRECT_URI'] as const) {
    const problem = urlProblem(name, config[name]);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The settings of the HTTP client, or null when the import is off (no variable set). */
export function dossierFacileSettings(config: DossierFacileConfig): DossierFacileSettings | null {
  const { DOSSIERFACILE_SSO_URL, DOSSIERFACILE_API_URL, DOSSIERFACILE_CLIENT_ID } = config;
  const { DOSSIERFACILE_CLIENT_SECRET, DOSSIERFACILE_REDIRECT_URI } = config;
  if (
    !DOSSIERFACILE_SSO_URL ||
    !DOSSIERFACILE_API_URL ||
    !DOSSIERFACILE_CLIENT_ID ||
    !DOSSIERFACILE_CLIENT_SECRET ||
    !DOSSIERFACILE_REDIRECT_URI
  ) {
    return null;
  }
  return {
    ssoUrl: DOSSIERFACILE_SSO_URL.replace(/\/+$/, ''),
    apiUrl: DOSSIERFACILE_API_URL.replace(/\/+$/, ''),
    clientId: DOSSIERFACILE_CLIENT_ID,
    clientSecret: DOSSIERFACILE_CLIENT_SECRET,
    redirectUri: DOSSIERFACILE_REDIRECT_URI,
    timeoutMs: config.DOSSIERFACILE_TIMEOUT_MS,
  };
}
