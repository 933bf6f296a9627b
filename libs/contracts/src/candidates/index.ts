export * from './candidate-status';
export * from './refusal-reasons';
export * from './sources';
export * from './verdicts';
export * from './candidate-events';
export * from './candidate-views';
