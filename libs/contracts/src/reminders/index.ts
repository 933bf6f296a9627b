export * from './reminder-plan';
export * from './phone';
export * from './preferences';
export * from './short-link-view';
