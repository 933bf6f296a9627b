import { CANDIDATE_SOURCES, CANDIDATE_STATUSES, CANDIDATE_VERDICTS, REFUSAL_REASONS } from '@creneau/contracts';
import { equals, searchIn } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';

/**
 * The back office's candidates list (ra-data-simple-rest): by listing (`none` for requests with no
 * listing), status, refusal reason, source, verdict, creation date and a search over name, e-mail and
 * phone; sorted by date, name, status or source. The usual pages (newest first, per status) are served by
 * candidates_agency_created_idx and candidates_agency_status_idx (bench P16).
 */
export const CANDIDATES_LIST = defineList({
  resource: 'candidates',
  id: { column: 'c.id', kind: 'uuid' },
  sort: {
    createdAt: 'c.created_at',
    updatedAt: 'c.updated_at',
    lastName: 'c.last_name',
    status: 'c.status',
    source: 'c.source',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: searchIn('c.last_name', 'c.first_name', 'c.email::text', 'c.phone'),
    listingId: equals('c.listing_id', 'uuid'),
    withoutListing: { kind: 'boolean', where: (p) => `((c.listing_id IS NULL) = ${p})` },
    status: {
      kind: { oneOf: CANDIDATE_STATUSES.map(String) },
      many: true,
      where: (p) => `c.status = ANY(${p}::smallint[])`,
    },
    refusalReason: equals('c.refusal_reason', { oneOf: REFUSAL_REASONS }),
    source: equals('c.source', { oneOf: CANDIDATE_SOURCES }),
    verdict: equals('c.verdict', { oneOf: CANDIDATE_VERDICTS }),
    createdFrom: { kind: 'instant', where: (p) => `c.created_at >= ${p}` },
    createdTo: { kind: 'instant', where: (p) => `c.created_at < ${p}` },
  },
});
