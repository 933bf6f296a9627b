import { LISTING_STATUSES, PROPERTY_TYPES, TRANSACTIONS } from '@creneau/contracts';
import { equals } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';

/** Prefix search on every word: "mar 750" finds "Marais" in 75004; nothing searchable, no condition. */
function prefixQuery(value: unknown): string {
  return String(value)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter(Boolean)
    .map((word) => `${word}:*`)
    .join(' & ');
}

export const LISTINGS_LIST = defineList({
  resource: 'listings',
  id: { column: 'l.id', kind: 'uuid' },
  sort: {
    reference: 'l.reference',
    updatedAt: 'l.updated_at',
    createdAt: 'l.created_at',
    price: 'COALESCE(l.price, l.rent)',
    city: 'l.city',
    status: 'l.status',
    surface: 'l.surface',
  },
  defaultSort: ['updatedAt', 'DESC'],
  filters: {
    q: { kind: 'text', where: (p) => `l.search @@ to_tsquery('simple', ${p})`, bind: prefixQuery },
    status: equals('l.status', { oneOf: LISTING_STATUSES }),
    transaction: equals('l.transaction', { oneOf: TRANSACTIONS }),
    propertyType: equals('l.property_type', { oneOf: PROPERTY_TYPES }),
    agentId: equals('l.agent_id', 'uuid'),
  },
});
