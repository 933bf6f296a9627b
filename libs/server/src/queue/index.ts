export * from './redis.util';
export * from './job-options';
export * from './job-producer';
