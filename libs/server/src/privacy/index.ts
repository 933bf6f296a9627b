export * from './agency-privacy.queries';
