import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATUSES } from '@creneau/contracts';
import { equals, searchIn } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';

export const MESSAGES_LIST = defineList({
  resource: 'messages',
  id: { column: 'm.id', kind: 'uuid' },
  sort: { createdAt: 'm.created_at', status: 'm.status', recipient: 'm.recipient', purpose: 'm.purpose' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: searchIn('m.recipient', 'm.subject'),
    status: equals('m.status', { oneOf: MESSAGE_STATUSES }),
    channel: equals('m.channel', { oneOf: MESSAGE_CHANNELS }),
    purpose: equals('m.purpose', { oneOf: MESSAGE_PURPOSES }),
    provider: equals('m.provider', 'text'),
    agencyId: equals('m.agency_id', 'uuid'),
    // A visit's messages (react-admin's getManyReference from a visit).
    visitId: equals('m.visit_id', 'uuid'),
  },
});
