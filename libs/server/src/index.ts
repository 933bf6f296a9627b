export * from './config';
export * from './database';
export * from './outbox';
export * from './queue';
export * from './realtime';
export * from './logging';
export * from './identity';
export * from './messages';
