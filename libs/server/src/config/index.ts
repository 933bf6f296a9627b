export * from './env.util';
export * from './shared.config';
export * from './twilio.config';
