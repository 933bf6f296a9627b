export * from './property-enums';
export * from './portals';
export * from './price';
