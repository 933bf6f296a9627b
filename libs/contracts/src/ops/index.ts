export * from './audit-entry-view';
