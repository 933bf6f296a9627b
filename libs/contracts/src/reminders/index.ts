export * from './reminder-plan';
export * from './preferences';
export * from './short-link-view';
