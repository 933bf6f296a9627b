export * from './applicant-answers';
