export * from './candidate.entity';
export * from './candidate.writer';
export * from './candidate.queries';
export * from './agency-candidates-export.query';
export * from './candidate-claim.query';
export * from './inactive-candidates.query';
