export * from './phone';
export * from './written';
