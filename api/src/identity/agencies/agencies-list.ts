import { equals, searchIn } from '../../common/simple-rest/list-filters';
import { defineList } from '../../common/simple-rest/list-query';

export const AGENCIES_LIST = defineList({
  resource: 'agencies',
  id: { column: 'a.id', kind: 'uuid' },
  sort: { name: 'a.name', slug: 'a.slug', country: 'a.country', createdAt: 'a.created_at' },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: searchIn('a.name', 'a.slug', 'a.city'),
    country: equals('a.country', { oneOf: ['FR', 'BE'] }),
  },
});
