export * from './agency.entity';
export * from './user.entity';
export * from './session.entity';
export * from './auth-token.entity';
export * from './audit-entry.entity';
export * from './public-slugs';
export * from './agency-export.query';
