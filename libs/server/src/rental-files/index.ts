export * from './content-type';
export * from './document-refusal';
export * from './document-store';
export * from './file-name';
export * from './pdf-inspection';
export * from './upload-validation';
export * from './dossier-facile';
