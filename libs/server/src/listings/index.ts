export * from './listing.entity';
export * from './listing-photo.entity';
