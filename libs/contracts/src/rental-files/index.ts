export * from './document-kinds';
