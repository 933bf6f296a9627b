import { AGENCY_ROLES, AUTH_TYPES } from '@creneau/contracts';
import { equals, searchIn } from '../../common/simple-rest/list-filters';
import { defineList } from '../../common/simple-rest/list-query';

export const USERS_LIST = defineList({
  resource: 'users',
  id: { column: 'u.id', kind: 'uuid' },
  sort: {
    email: 'u.email',
    lastName: 'u.last_name',
    firstName: 'u.first_name',
    role: 'u.role',
    createdAt: 'u.created_at',
    active: 'u.active',
  },
  defaultSort: ['lastName', 'ASC'],
  filters: {
    q: searchIn('u.email', 'u.first_name', 'u.last_name'),
    role: equals('u.role', { oneOf: AGENCY_ROLES }),
    authType: equals('u.auth_type', { oneOf: AUTH_TYPES }),
    active: equals('u.active', 'boolean'),
    // Within the caller's scope: a realtor naming another agency gets nobody.
    agencyId: equals('u.agency_id', 'uuid'),
  },
});
