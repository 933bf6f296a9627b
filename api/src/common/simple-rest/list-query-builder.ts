import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { filterConditions, namedBinder, type ListContract, type ListQuery } from './list-query';

/** Applies a parsed list query (filters, order, page) to a TypeORM query builder over the contract's alias. */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  list: ListQuery,
  contract: ListContract,
): SelectQueryBuilder<T> {
  const { bind, params } = namedBinder();
  for (const condition of filterConditions(list, contract, bind)) qb.andWhere(condition, params);
  list.orderBy.forEach(([column, order], index) =>
    index === 0 ? qb.orderBy(column, order, 'NULLS LAST') : qb.addOrderBy(column, order, 'NULLS LAST'),
  );
  return qb.offset(list.offset).limit(list.limit);
}
