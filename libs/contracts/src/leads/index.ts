export * from './portals';
export * from './lead-views';
