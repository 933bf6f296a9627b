export * from './visit-status';
export * from './working-hours';
export * from './prequalification';
export * from './visitor-area';
export * from './booking-page';
export * from './calendar-feed';
export * from './cancel-reasons';
