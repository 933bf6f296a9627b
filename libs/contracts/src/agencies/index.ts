export * from './agency-view';
