export * from './consent-proof';
