export * from './candidate.entity';
export * from './candidate.writer';
export * from './candidate.queries';
export * from './candidate-transitions';
export * from './candidate-verdict.writer';
export * from './waiting-list.queries';
