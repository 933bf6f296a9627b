import { equals } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';

export const AUDIT_LOG_LIST = defineList({
  resource: 'audit-log',
  id: { column: 'e.id', kind: 'bigint' },
  sort: { at: 'e.at' },
  defaultSort: ['at', 'DESC'],
  filters: {
    action: equals('e.action', 'text'),
    actorUserId: equals('e.actor_user_id', 'uuid'),
    effectiveUserId: equals('e.effective_user_id', 'uuid'),
    agencyId: equals('e.agency_id', 'uuid'),
  },
});
