export * from './lead-mail';
export * from './labelled-fields';
