export * from './transient-error.util';
export * from './grouped-calls';
export * from './prepared-statements';
export * from './queryable';
export * from './keyset-pages';
export * from './bare-transaction';
