export * from './property-enums';
export * from './portals';
export * from './price';
export * from './listing-card';
export * from './listing-view';
export * from './public-listing';
