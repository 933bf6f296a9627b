export * from './agency-privacy';
export * from './my-data-export';
