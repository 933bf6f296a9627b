export * from './prequalification-form.queries';
