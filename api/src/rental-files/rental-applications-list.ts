import { CANDIDATE_STATUSES } from '@creneau/contracts';
import { equals } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';

/**
 * The agent's applications list (ra-data-simple-rest): newest first, by listing or candidate status. The
 * filters' SQL is the named query's (applicationsOfAgency); the contract checks what the query may ask.
 */
export const RENTAL_APPLICATIONS_LIST = defineList({
  resource: 'rental-applications',
  id: { column: 'ra.id', kind: 'uuid' },
  sort: { createdAt: 'ra.created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    listingId: equals('ra.listing_id', 'uuid'),
    status: equals('c.status', { oneOf: CANDIDATE_STATUSES.map(String) }),
  },
  maxPageSize: 100,
});
