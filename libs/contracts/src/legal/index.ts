export * from './legal-notice';
