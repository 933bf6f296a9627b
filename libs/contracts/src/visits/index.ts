export * from './visit-status';
export * from './working-hours';
export * from './prequalification';
