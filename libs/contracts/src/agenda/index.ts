export * from './absence-view';
export * from './availability-answer';
