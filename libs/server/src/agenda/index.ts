export * from './working-hours.entity';
export * from './absence.entity';
