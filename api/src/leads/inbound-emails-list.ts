import { INBOUND_EMAIL_STATUSES, LEAD_PORTALS } from '@creneau/contracts';
import { equals, searchIn } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';

export const INBOUND_EMAILS_LIST = defineList({
  resource: 'inbound-emails',
  id: { column: 'e.id', kind: 'uuid' },
  sort: { receivedAt: 'e.received_at', status: 'e.status', sender: 'e.sender', portal: 'e.portal' },
  defaultSort: ['receivedAt', 'DESC'],
  filters: {
    q: searchIn('e.sender', 'e.subject', 'e.recipient'),
    status: equals('e.status', { oneOf: INBOUND_EMAIL_STATUSES }),
    portal: equals('e.portal', { oneOf: LEAD_PORTALS }),
    candidateId: equals('e.candidate_id', 'uuid'),
  },
});
