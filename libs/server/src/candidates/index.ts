export * from './candidate.entity';
export * from './candidate.writer';
export * from './candidate.queries';
export * from './candidate-transitions';
export * from './candidate-notice.query';
export * from './candidate-merge.writer';
export * from './candidate-list.query';
export * from './candidate-detail.query';
