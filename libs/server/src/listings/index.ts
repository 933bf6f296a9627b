export * from './listing.entity';
export * from './listing-photo.entity';
export * from './agency-listings-export.query';
export * from './listing-for-application.query';
export * from './listing-notice.query';
