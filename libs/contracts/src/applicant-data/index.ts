export * from './regions';
export * from './fields';
export * from './policies';
export * from './policy';
export * from './solvency';
export * from './application';
export * from './asked';
export * from './agency-listings';
