export * from './audit-entry-view';
export * from './outbox-probe';
