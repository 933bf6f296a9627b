export * from './ics';
export * from './visit-calendar';
