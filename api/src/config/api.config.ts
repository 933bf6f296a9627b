import { resolve } from 'node:path';
import { ConfigError, env, loadConfig, sharedEnvSchema, type ConfigOf } from '@creneau/server';

export const apiEnvSchema = {
  ...sharedEnvSchema,
  PORT: env.int(3000, 1, 65_535),
  HOST: env.string('0.0.0.0'),
  // Where the built front ends are; the defaults match the repository layout.
  WEB_DIST: env.optional(),
  DASHBOARD_DIST: env.optional(),
  LOCALES_DIR: env.optional(),
  TRUST_PROXY: env.bool(false),
  BODY_LIMIT: env.string('256kb'),
  SHUTDOWN_GRACE_MS: env.int(10_000, 0, 120_000),
  // Uploaded files (listing photos) on local disk; every API replica must share this directory.
  STORAGE_DIR: env.string(resolve(__dirname, '../../../var/storage')),
  // S3-compatible object storage instead of the local directory, when an endpoint is set.
  S3_ENDPOINT: env.optional(),
  S3_BUCKET: env.string('creneau'),
  S3_REGION: env.string('fr-par'),
  S3_ACCESS_KEY_ID: env.optional(),
  S3_SECRET_ACCESS_KEY: env.optional(),
  // reCAPTCHA on public forms: enabled when a secret is set.
  RECAPTCHA_SECRET: env.optional(),
  // The public key the front ends load reCAPTCHA with; required with RECAPTCHA_SECRET.
  RECAPTCHA_SITE_KEY: env.optional(),
  RECAPTCHA_VERIFY_URL: env.url(['http', 'https'], 'https://www.google.com/recaptcha/api/siteverify'),
  // reCAPTCHA v3 minimum score, in tenths (5 = 0.5).
  RECAPTCHA_MIN_SCORE: env.int(5, 0, 10),
};

export type ApiConfig = ConfigOf<typeof apiEnvSchema>;
export const API_CONFIG = Symbol('API_CONFIG');

export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const config = loadConfig(apiEnvSchema, source);
  // A secret without a site key would make every public form fail the captcha check.
  if (config.RECAPTCHA_SECRET && !config.RECAPTCHA_SITE_KEY) {
    throw new ConfigError(['RECAPTCHA_SITE_KEY is required when RECAPTCHA_SECRET is set']);
  }
  return config;
}
