export * from './photo-sizes';
