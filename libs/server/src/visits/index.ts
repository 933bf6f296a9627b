export * from './candidate.entity';
export * from './visit-slot.entity';
export * from './visit.entity';
export * from './seat.writer';
export * from './visit-transitions';
export * from './visit-application';
