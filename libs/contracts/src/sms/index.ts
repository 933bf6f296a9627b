export * from './gsm7';
export * from './keywords';
export * from './delivery-status';
