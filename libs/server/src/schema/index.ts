// The whole schema, above every domain: the one place that lists all their entities, and the data source
// built from them. Domains import database/ (infrastructure), never this folder.
export * from './entities';
export * from './data-source';
