export * from './agency-privacy';
