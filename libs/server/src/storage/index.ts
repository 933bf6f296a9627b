export * from './file-storage';
export * from './local-disk.storage';
