import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import type { FileStorage } from './file-storage';

/** The storage settings the API and the workers share (STORAGE_DIR, or S3_* when an endpoint is set). */
export interface StorageSettings {
  STORAGE_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_SESSION_TOKEN?: string;
}

export function fileStorageFrom(config: StorageSettings): FileStorage {
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
