import { resolve } from 'node:path';
import {
  ConfigError,
  dossierFacileConfigProblems,
  dossierFacileEnvSchema,
  env,
  loadConfig,
  sharedEnvSchema,
  storageEnvSchema,
  type ConfigOf,
} from '@creneau/server';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { parseSubprocessors } from './subprocessors.setting';

export const apiEnvSchema = {
  ...sharedEnvSchema,
  // Importing a rental file from DossierFacile Connect: all or none (rental-files/dossier-facile).
  ...dossierFacileEnvSchema,
  PORT: env.int(3000, 1, 65_535),
  HOST: env.string('0.0.0.0'),
  // Where the built front ends are; the defaults match the repository layout.
  WEB_DIST: env.optional(),
  DASHBOARD_DIST: env.optional(),
  LOCALES_DIR: env.optional(),
  TRUST_PROXY: env.bool(false),
  // How long an idle keep-alive connection stays open. Longer than the idle timeout of whatever sits in front
  // (60 s for nginx's upstream keep-alive and AWS's load balancers): otherwise the API may close a connection
  // at the moment the proxy reuses it, and the request sent on it fails (a 502). Node's own default is 5 s.
  KEEP_ALIVE_SECONDS: env.int(65, 1, 3_600),
  // The OpenAPI docs (/api/docs, /api/docs/openapi.json) open to anyone; unset: yes in development and
  // test, no in production, where they are for signed-in ops staff only.
  API_DOCS_PUBLIC: (raw: string | undefined): boolean | undefined => (raw?.trim() ? env.bool()(raw) : undefined),
  BODY_LIMIT: env.string('256kb'),
  // Postgres connections the api keeps. More than the database's cores busy at once only queue in its
  // scheduler instead of in the pool (bench P1/P2 on 2 cores: 10 gave 10-18 % more bookings a second than 20).
  DATABASE_POOL_SIZE: env.int(10, 1, 200),
  SHUTDOWN_GRACE_MS: env.int(10_000, 0, 120_000),
  // /api/health reports "degraded" (still 200: the API serves) when no worker of a queue was seen for this
  // long (never seen counts from the API's start), or when the oldest unrelayed outbox event is older.
  HEALTH_WORKERS_STALE_SECONDS: env.int(120, 15, 86_400),
  HEALTH_OUTBOX_LAG_SECONDS: env.int(60, 1, 86_400),
  // How often a live stream (SSE) sends a keep-alive and re-checks its session: a revoked session's
  // streams close at once anyway (session_changed); this bounds what a missed notice can cost.
  REALTIME_HEARTBEAT_SECONDS: env.int(25, 1, 300),
  ...storageEnvSchema(resolve(__dirname, '../../../var/storage')),
  // reCAPTCHA on public forms: enabled when a secret is set.
  RECAPTCHA_SECRET: env.optional(),
  // The public key the front ends load reCAPTCHA with; required with RECAPTCHA_SECRET.
  RECAPTCHA_SITE_KEY: env.optional(),
  RECAPTCHA_VERIFY_URL: env.url(['http', 'https'], 'https://www.google.com/recaptcha/api/siteverify'),
  // reCAPTCHA v3 minimum score, in tenths (5 = 0.5).
  RECAPTCHA_MIN_SCORE: env.int(5, 0, 10),
  // Sign-in after five wrong passwords for one account: each attempt waits this long (ms), doubling with
  // every further failure up to 16 times; the account is never locked, so its owner always gets in.
  SIGN_IN_SLOWDOWN_MS: env.int(500, 0, 10_000),
  // Checks the signature of Twilio's webhooks (delivery statuses, inbound SMS); without it they answer 403.
  TWILIO_AUTH_TOKEN: env.optional(),
  // The public site, read by the browser from /api/public/config (no rebuild needed to change them).
  DEMO_SCHEDULING_URL: env.optional(),
  ANALYTICS_ENDPOINT: env.optional(),
  ANALYTICS_DOMAIN: env.optional(),
  CLIENT_ERROR_REPORT_URL: env.string('/api/public/client-errors'),
  PRESENTATION_VIDEO_URL: env.optional(),
  TEST_BOOKING_RENT_URL: env.string('/book/claire-martin'),
  TEST_BOOKING_SALE_URL: env.string('/book/hugo-bernard'),
  // The operator's contact details on the public site, in E.164. The defaults cannot ring anyone: France's
  // range kept for fiction (01 99 00 xx xx); a Brussels number never starts with 0 after +32.
  CONTACT_EMAIL: env.string('contact@creneau.example'),
  CONTACT_PHONE_FR: env.string('+33199001234'),
  CONTACT_PHONE_BE: env.string('+3220001234'),
  // Who answers for personal data (the privacy policy, the DPA, the records of processing): the company that
  // runs this install, its address and company number, the address for data-protection requests (default:
  // CONTACT_EMAIL) and its data protection officer when it has appointed one.
  OPERATOR_NAME: env.optional(),
  OPERATOR_ADDRESS: env.optional(),
  OPERATOR_REGISTRATION: env.optional(),
  PRIVACY_EMAIL: env.optional(),
  DPO_NAME: env.optional(),
  DPO_EMAIL: env.optional(),
  // The texts say the data stays in the EU only when the operator says so: hosting, storage, backups and
  // e-mail all in the EU. Sub-processors outside it are listed with their transfer tool either way.
  HOSTED_IN_EU: env.bool(false),
  // The operator's sub-processors (hosting, storage, SMTP provider…), a JSON list; see .env.example.
  SUBPROCESSORS: parseSubprocessors,
  // Public bookings per IP per 10 minutes: generous, as mobile carriers put many people behind one address.
  BOOKING_LIMIT_PER_IP: env.int(60, 1, 1_000_000),
  // Public bookings per e-mail address and per phone number per hour; only bookings that went through count.
  BOOKING_LIMIT_PER_CONTACT: env.int(10, 1, 1_000_000),
};

export type ApiConfig = ConfigOf<typeof apiEnvSchema>;
export const API_CONFIG = Symbol('API_CONFIG');

/** Whether anyone may read the API docs (see API_DOCS_PUBLIC). */
export const apiDocsArePublic = (config: ApiConfig): boolean =>
  config.API_DOCS_PUBLIC ?? config.NODE_ENV !== 'production';

export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const config = loadConfig(apiEnvSchema, source);
  // A secret without a site key would make every public form fail the captcha check.
  if (config.RECAPTCHA_SECRET && !config.RECAPTCHA_SITE_KEY) {
    throw new ConfigError(['RECAPTCHA_SITE_KEY is required when RECAPTCHA_SECRET is set']);
  }
  const dossierFacileProblems = dossierFacileConfigProblems(config);
  if (dossierFacileProblems.length > 0) throw new ConfigError(dossierFacileProblems);
  for (const name of ['CONTACT_PHONE_FR', 'CONTACT_PHONE_BE'] as const) {
    if (!isValidPhoneNumber(config[name]))
      throw new ConfigError([`${name} must be a phone number in E.164 (+33…), got "${config[name]}"`]);
  }
  for (const name of ['CONTACT_EMAIL', 'PRIVACY_EMAIL', 'DPO_EMAIL'] as const) {
    const value = config[name];
    if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
      throw new ConfigError([`${name} must be an e-mail address, got "${value}"`]);
  }
  for (const name of ['DEMO_SCHEDULING_URL', 'ANALYTICS_ENDPOINT', 'PRESENTATION_VIDEO_URL'] as const) {
    const value = config[name];
    if (value && !/^https?:\/\//.test(value)) throw new ConfigError([`${name} must be an http(s) URL, got "${value}"`]);
  }
  return config;
}
