export * from './queues';
export * from './events';
export * from './jobs';
export * from './i18n';
export * from './errors';
export * from './health';
export * from './realtime';
export * from './identity';
