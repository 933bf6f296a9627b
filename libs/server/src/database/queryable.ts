import type { EntityManager } from 'typeorm';

/** What a named query or writer needs: a transaction's manager, the data source, or a bare pg client adapted. */
export type Queryable = Pick<EntityManager, 'query'>;
