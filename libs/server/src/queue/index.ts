export * from './redis.util';
export * from './job-options';
export * from './job-producer';
export * from './worker-heartbeat';
export * from './redis-version';
