export * from './file-storage';
export * from './local-disk.storage';
export * from './s3.storage';
export * from './file-storage-from-config';
