export * from './document-kinds';
export * from './rental-file-people';
export * from './completeness';
export * from './solvency';
export * from './rental-file-views';
export * from './rental-file-actions';
export * from './rental-file-routes';
export * from './file-region';
