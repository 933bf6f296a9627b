import { env } from '../config/env.util';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';

/**
 * Where stored files live, read by the API (uploads, signed vouchers) and the workers (retention deletes
 * the vouchers' PDFs): both must name the same directory or bucket.
 */
export function storageEnvSchema(defaultDir: string) {
  return {
    // Uploaded files on local disk; every API replica and worker must share this directory.
    STORAGE_DIR: env.string(defaultDir),
    // S3-compatible object storage instead of the local directory, when an endpoint is set.
    S3_ENDPOINT: env.optional(),
    S3_BUCKET: env.string('creneau'),
    S3_REGION: env.string('fr-par'),
    S3_ACCESS_KEY_ID: env.optional(),
    S3_SECRET_ACCESS_KEY: env.optional(),
    // With temporary credentials (AWS STS, an instance or task role): the session token that goes with them.
    S3_SESSION_TOKEN: env.optional(),
  };
}

export interface StorageConfig {
  STORAGE_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_SESSION_TOKEN?: string;
}

export function createFileStorage(config: StorageConfig): FileStorage {
  if (!config.S3_ENDPOINT) return new LocalDiskStorage(config.STORAGE_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ENDPOINT is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    sessionToken: config.S3_SESSION_TOKEN,
  });
}
