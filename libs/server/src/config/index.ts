export * from './env.util';
export * from './shared.config';
