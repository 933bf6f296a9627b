import { AGENCIES_LIST } from '../../../api/src/identity/agencies/agencies-list';
import { USERS_LIST } from '../../../api/src/identity/users/users-list';
import { LISTINGS_LIST } from '../../../api/src/listings/listings-list';
import { MESSAGES_LIST } from '../../../api/src/messages/messages-list';
import { AUDIT_LOG_LIST } from '../../../api/src/ops/audit-log-list';
import { VISITS_LIST } from '../../../api/src/visits/visits-list.query';
import type { ListContract } from '../../../api/src/common/simple-rest/list-query';
import { createAgency, createUser } from '../../support/factories';
import {
  backOfficeDataProvider,
  browserSession,
  type DataProvider,
  type RaRecord,
} from '../../support/ra-data-provider';
import { startStack, type Stack } from '../../support/stack';
import { uniqueSuffix } from '../../support/test-env';
import { insertMessage, insertVisit } from './back-office-fixtures';

type Key = string | number | boolean;

/** One back-office resource as react-admin reads it, with records whose order and filters are known. */
interface ResourceCase {
  contract: ListContract;
  /** Whose data provider reads it: an agency's admin sees the agency's records, ops every agency's. */
  as: 'admin' | 'ops';
  fixtures: () => RaRecord[];
  /** How each sortable field reads in a record, to check the order the API gives. */
  sortKeys: Record<string, (record: RaRecord) => Key>;
  /** A value for every filter the resource declares, and the fixtures it keeps. */
  filters: Record<string, { value: unknown; keeps: () => RaRecord[] }>;
  /** A getManyReference the back office may make: the target field and the record it points at. */
  reference: { target: string; id: () => string; keeps: () => RaRecord[] };
}

const ids = (records: RaRecord[]) => records.map((record) => record.id);
const compare = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0);
const idKey = (record: RaRecord): Key =>
  typeof record.id === 'string' && /^\d+$/.test(record.id) ? Number(record.id) : String(record.id);

/** The fixtures in the order the API must give them: by the key, then by id, both in the sort's direction. */
function expectedOrder(records: RaRecord[], key: (record: RaRecord) => Key, order: 'ASC' | 'DESC'): RaRecord['id'][] {
  const sign = order === 'ASC' ? 1 : -1;
  return ids([...records].sort((a, b) => sign * (compare(key(a), key(b)) || compare(idKey(a), idKey(b)))));
}

describe("the back office's data contract: ra-data-simple-rest against the running API", () => {
  let stack: Stack;
  let admin: DataProvider;
  let ops: DataProvider;
  const records = new Map<string, RaRecord[]>();
  const at = (resource: string, index: number) => records.get(resource)![index];

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const pool = stack.db.pool;
    const suffix = uniqueSuffix();
    const alpha = await createAgency(pool, { name: 'Contrat Alpha', slug: `contrat-alpha-${suffix}` });
    const charlie = await createAgency(pool, { name: 'Contrat Charlie', slug: `contrat-charlie-${suffix}` });
    const people = [];
    for (const [email, role] of [
      ['anna', 'agency_admin'],
      ['bruno', 'agent'],
      ['claire', 'agent'],
    ] as const) {
      people.push(
        await createUser(pool, {
          authType: 'realtor',
          agencyId: alpha.id,
          role,
          email: `${email}-${suffix}@contrat.test`,
        }),
      );
    }
    await pool.query(
      `UPDATE users SET first_name = v.first, last_name = v.last, created_at = now() - make_interval(mins => v.age)
         FROM (VALUES ($1::uuid, 'Anna', 'Aubert', 30), ($2::uuid, 'Bruno', 'Bernard', 20), ($3::uuid, 'Claire', 'Colin', 10))
              AS v(id, first, last, age) WHERE users.id = v.id`,
      people.map((person) => person.id),
    );
    admin = backOfficeDataProvider(stack.baseUrl, await browserSession(stack.baseUrl, people[0]));
    ops = backOfficeDataProvider(
      stack.baseUrl,
      await browserSession(stack.baseUrl, await createUser(pool, { authType: 'ops' })),
    );

    // The writes the back office makes, through the data provider as its screens make them.
    const bravo = await ops.create('agencies', {
      data: { name: 'Contrat Bravo', slug: `contrat-bravo-${suffix}`, country: 'BE', languages: ['fr', 'nl'] },
    });
    await admin.update('agencies', { id: alpha.id, data: { city: 'Amiens' }, previousData: { id: alpha.id } });
    const dora = await admin.create('users', {
      data: {
        email: `dora-${suffix}@contrat.test`,
        firstName: 'Dora',
        lastName: 'Dumas',
        role: 'agent',
        language: 'fr',
      },
    });
    const listing = (reference: string, fields: Record<string, unknown>) =>
      admin.create('listings', { data: { reference, title: { fr: `Annonce ${reference}` }, ...fields } });
    const created = [
      await listing('A-100', {
        transaction: 'rent',
        propertyType: 'apartment',
        rent: 900,
        city: 'Amiens',
        surface: 20,
        agentId: people[1].id,
      }),
      await listing('B-200', {
        transaction: 'sale',
        propertyType: 'house',
        price: 250000,
        city: 'Brest',
        surface: 80,
        agentId: people[0].id,
      }),
      await listing('C-300', {
        transaction: 'rent',
        propertyType: 'studio',
        rent: 700,
        city: 'Caen',
        surface: 15,
        agentId: people[1].id,
      }),
    ];
    await admin.update('listings', {
      id: created[2].data.id,
      data: { status: 'active' },
      previousData: created[2].data,
    });
    await admin.update('users', {
      id: people[2].id,
      data: { firstName: 'Claire', lastName: 'Colin', language: 'nl' },
      previousData: { id: people[2].id },
    });
    await admin.delete('users', { id: people[2].id, previousData: { id: people[2].id } });

    const visitIds = [];
    for (const hours of [24, 48, 72]) {
      visitIds.push(
        await insertVisit(
          pool,
          { agencyId: alpha.id, agentId: people[1].id, listingId: String(created[0].data.id) },
          hours,
        ),
      );
    }
    await pool.query(
      `UPDATE visits SET created_at = now() - make_interval(mins => 100 - array_position($1::uuid[], id)),
              status = CASE WHEN id = $2 THEN 'confirmed' ELSE status END WHERE id = ANY($1)`,
      [visitIds, visitIds[1]],
    );
    const messageIds = [
      await insertMessage(pool, alpha.id, visitIds[0], {
        recipient: `alice-${suffix}@example.test`,
        status: 'sent',
        provider: 'dev-outbox',
        subject: 'Alpha',
        minutesAgo: 3,
      }),
      await insertMessage(pool, alpha.id, visitIds[1], {
        recipient: `bruno-${suffix}@example.test`,
        purpose: 'visit_reminder',
        provider: 'smtp',
        subject: 'Bravo',
        minutesAgo: 2,
      }),
      await insertMessage(pool, alpha.id, visitIds[2], {
        channel: 'sms',
        recipient: '+33612345678',
        purpose: 'visit_reminder',
        status: 'failed',
        provider: 'twilio',
        minutesAgo: 1,
      }),
    ];

    const all = async (provider: DataProvider, resource: string, filter: Record<string, unknown>) =>
      (
        await provider.getList(resource, {
          pagination: { page: 1, perPage: 200 },
          sort: { field: 'id', order: 'ASC' },
          filter,
        })
      ).data;
    const byIds = (rows: RaRecord[], wanted: unknown[]) => wanted.map((id) => rows.find((row) => row.id === id)!);
    records.set('agencies', byIds(await all(ops, 'agencies', {}), [alpha.id, bravo.data.id, charlie.id]));
    records.set('users', byIds(await all(admin, 'users', {}), [...people.map((p) => p.id), dora.data.id]));
    records.set('listings', byIds(await all(admin, 'listings', {}), ids(created.map((c) => c.data))));
    records.set('visits', byIds(await all(admin, 'visits', {}), visitIds));
    records.set('messages', byIds(await all(admin, 'messages', {}), messageIds));
    records.set('audit-log', await all(admin, 'audit-log', {}));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const provider = (resource: ResourceCase) => (resource.as === 'admin' ? admin : ops);
  const listAll = (resource: ResourceCase, sort: { field: string; order: 'ASC' | 'DESC' }, filter = {}) =>
    provider(resource).getList(resource.contract.resource, { pagination: { page: 1, perPage: 200 }, sort, filter });

  const CASES: ResourceCase[] = [
    {
      contract: LISTINGS_LIST,
      as: 'admin',
      fixtures: () => records.get('listings')!,
      sortKeys: {
        reference: (r) => String(r.reference),
        updatedAt: (r) => String(r.updatedAt),
        createdAt: (r) => String(r.createdAt),
        price: (r) => Number(r.price ?? r.rent),
        city: (r) => String(r.city),
        status: (r) => String(r.status),
        surface: (r) => Number(r.surface),
      },
      filters: {
        q: { value: 'bres', keeps: () => [at('listings', 1)] },
        status: { value: ['active', 'under_offer'], keeps: () => [at('listings', 2)] },
        transaction: { value: 'sale', keeps: () => [at('listings', 1)] },
        propertyType: { value: 'studio', keeps: () => [at('listings', 2)] },
        agentId: { value: () => at('users', 1).id, keeps: () => [at('listings', 0), at('listings', 2)] },
        id: {
          value: () => [at('listings', 2).id, at('listings', 0).id],
          keeps: () => [at('listings', 0), at('listings', 2)],
        },
      },
      reference: { target: 'agentId', id: () => String(at('users', 0).id), keeps: () => [at('listings', 1)] },
    },
    {
      contract: USERS_LIST,
      as: 'admin',
      fixtures: () => records.get('users')!,
      sortKeys: {
        email: (r) => String(r.email),
        lastName: (r) => String(r.lastName),
        firstName: (r) => String(r.firstName),
        role: (r) => String(r.role),
        createdAt: (r) => String(r.createdAt),
        active: (r) => Number(r.active),
      },
      filters: {
        q: { value: 'bern', keeps: () => [at('users', 1)] },
        role: { value: 'agency_admin', keeps: () => [at('users', 0)] },
        authType: { value: 'realtor', keeps: () => records.get('users')! },
        active: { value: false, keeps: () => [at('users', 2)] },
        agencyId: { value: () => at('agencies', 0).id, keeps: () => records.get('users')! },
        id: { value: () => [at('users', 3).id, at('users', 1).id], keeps: () => [at('users', 1), at('users', 3)] },
      },
      reference: { target: 'agencyId', id: () => String(at('agencies', 0).id), keeps: () => records.get('users')! },
    },
    {
      contract: AGENCIES_LIST,
      as: 'ops',
      fixtures: () => records.get('agencies')!,
      sortKeys: {
        name: (r) => String(r.name),
        slug: (r) => String(r.slug),
        country: (r) => String(r.country),
        createdAt: (r) => String(r.createdAt),
      },
      filters: {
        q: { value: 'Contrat Bravo', keeps: () => [at('agencies', 1)] },
        country: { value: 'BE', keeps: () => [at('agencies', 1)] },
        id: {
          value: () => [at('agencies', 2).id, at('agencies', 0).id],
          keeps: () => [at('agencies', 0), at('agencies', 2)],
        },
      },
      reference: { target: 'country', id: () => 'FR', keeps: () => [at('agencies', 0), at('agencies', 2)] },
    },
    {
      contract: VISITS_LIST,
      as: 'admin',
      fixtures: () => records.get('visits')!,
      sortKeys: {
        startsAt: (r) => String(r.startsAt),
        createdAt: (r) => String(r.createdAt),
        status: (r) => String(r.status),
      },
      filters: {
        from: { value: () => String(at('visits', 1).startsAt), keeps: () => [at('visits', 1), at('visits', 2)] },
        to: { value: () => String(at('visits', 1).startsAt), keeps: () => [at('visits', 0)] },
        agentId: { value: () => at('users', 1).id, keeps: () => records.get('visits')! },
        listingId: { value: () => at('listings', 0).id, keeps: () => records.get('visits')! },
        candidateId: {
          value: () => (at('visits', 2).candidate as { id: string }).id,
          keeps: () => [at('visits', 2)],
        },
        status: { value: 'confirmed', keeps: () => [at('visits', 1)] },
        id: { value: () => [at('visits', 2).id], keeps: () => [at('visits', 2)] },
      },
      reference: { target: 'listingId', id: () => String(at('listings', 0).id), keeps: () => records.get('visits')! },
    },
    {
      contract: MESSAGES_LIST,
      as: 'admin',
      fixtures: () => records.get('messages')!,
      sortKeys: {
        createdAt: (r) => String(r.createdAt),
        status: (r) => String(r.status),
        recipient: (r) => String(r.recipient),
        purpose: (r) => String(r.purpose),
      },
      filters: {
        q: { value: 'Bravo', keeps: () => [at('messages', 1)] },
        status: { value: 'failed', keeps: () => [at('messages', 2)] },
        channel: { value: 'sms', keeps: () => [at('messages', 2)] },
        purpose: { value: 'visit_reminder', keeps: () => [at('messages', 1), at('messages', 2)] },
        provider: { value: 'dev-outbox', keeps: () => [at('messages', 0)] },
        agencyId: { value: () => at('agencies', 0).id, keeps: () => records.get('messages')! },
        visitId: { value: () => at('visits', 1).id, keeps: () => [at('messages', 1)] },
        id: { value: () => [at('messages', 0).id], keeps: () => [at('messages', 0)] },
      },
      reference: { target: 'visitId', id: () => String(at('visits', 2).id), keeps: () => [at('messages', 2)] },
    },
    {
      contract: AUDIT_LOG_LIST,
      as: 'admin',
      fixtures: () => records.get('audit-log')!,
      sortKeys: { at: (r) => String(r.at) },
      filters: {
        action: {
          value: 'user.invited',
          keeps: () => records.get('audit-log')!.filter((entry) => entry.action === 'user.invited'),
        },
        actorUserId: { value: () => at('users', 0).id, keeps: () => records.get('audit-log')! },
        effectiveUserId: { value: () => at('users', 0).id, keeps: () => records.get('audit-log')! },
        agencyId: { value: () => at('agencies', 0).id, keeps: () => records.get('audit-log')! },
        id: { value: () => [at('audit-log', 0).id], keeps: () => [at('audit-log', 0)] },
      },
      reference: {
        target: 'actorUserId',
        id: () => String(at('users', 0).id),
        keeps: () => records.get('audit-log')!,
      },
    },
  ];
  const valueOf = (value: unknown) => (typeof value === 'function' ? (value as () => unknown)() : value);
  const resources = CASES.map((resource) => [resource.contract.resource, resource] as const);

  it('has three or more records of every resource to read', () => {
    for (const [name, resource] of resources) expect([name, resource.fixtures().length >= 3]).toEqual([name, true]);
  });

  describe.each(resources)('%s', (_name, resource) => {
    const name = resource.contract.resource;

    it('tests every sortable field and every filter the API declares', () => {
      expect(Object.keys(resource.sortKeys).sort()).toEqual(
        Object.keys(resource.contract.sort)
          .filter((field) => field !== 'id')
          .sort(),
      );
      expect(Object.keys(resource.filters).sort()).toEqual(Object.keys(resource.contract.filters).sort());
    });

    it("lists with react-admin's default sorts (id ASC for a list, id DESC for a reference input)", async () => {
      for (const order of ['ASC', 'DESC'] as const) {
        const { data, total } = await listAll(resource, { field: 'id', order });
        expect(ids(data)).toEqual(expectedOrder(data, idKey, order));
        expect(total).toBe(data.length);
      }
    });

    it('lists with its own default sort and sorts by each sortable field both ways', async () => {
      const [field, order] = resource.contract.defaultSort;
      const fixtures = resource.fixtures();
      const mine = (data: RaRecord[]) => ids(data).filter((id) => ids(fixtures).includes(id));
      expect(mine((await listAll(resource, { field, order })).data)).toEqual(
        expectedOrder(fixtures, resource.sortKeys[field], order),
      );
      for (const [sortField, key] of Object.entries(resource.sortKeys)) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const { data } = await listAll(resource, { field: sortField, order: direction });
          expect([sortField, direction, mine(data)]).toEqual([
            sortField,
            direction,
            expectedOrder(fixtures, key, direction),
          ]);
        }
      }
    });

    it('pages with the total from Content-Range', async () => {
      const sort = { field: 'id', order: 'ASC' } as const;
      const everything = await listAll(resource, sort);
      const page = await provider(resource).getList(name, { pagination: { page: 2, perPage: 2 }, sort, filter: {} });

      expect(page.total).toBe(everything.total);
      expect(ids(page.data)).toEqual(ids(everything.data.slice(2, 4)));
    });

    it('applies each filter, keeping exactly the records it names', async () => {
      const fixtures = ids(resource.fixtures());
      for (const [filter, { value, keeps }] of Object.entries(resource.filters)) {
        const { data, total } = await listAll(resource, { field: 'id', order: 'ASC' }, { [filter]: valueOf(value) });
        const kept = ids(data).filter((id) => fixtures.includes(id));
        expect([filter, kept]).toEqual([filter, expectedOrder(keeps(), idKey, 'ASC')]);
        expect(total).toBe(data.length);
      }
    });

    it('reads one record with getOne, the same as listed', async () => {
      const record = resource.fixtures()[1];

      expect((await provider(resource).getOne(name, { id: record.id })).data).toEqual(record);
    });

    it('reads exactly the records asked for with getMany', async () => {
      const [first, , third] = resource.fixtures();
      const { data } = await provider(resource).getMany(name, { ids: [third.id, first.id] });

      expect(ids(data).sort()).toEqual([first.id, third.id].sort());
      expect(data.find((record) => record.id === first.id)).toEqual(first);
    });

    it('reads the records pointing at another with getManyReference', async () => {
      const { target, id, keeps } = resource.reference;
      const { data, total } = await provider(resource).getManyReference(name, {
        target,
        id: id(),
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      const fixtures = ids(resource.fixtures());

      expect(ids(data).filter((one) => fixtures.includes(one))).toEqual(expectedOrder(keeps(), idKey, 'DESC'));
      expect(total).toBe(data.length);
    });
  });

  it('answers the writes of the back office with records react-admin can use', async () => {
    const [alpha, bravo] = records.get('agencies')!;
    const [, bruno, claire, dora] = records.get('users')!;
    const [, , published] = records.get('listings')!;

    expect([alpha.city, bravo.country, bravo.languages]).toEqual(['Amiens', 'BE', ['fr', 'nl']]);
    expect([bruno.firstName, claire.active, claire.language, dora.invitationPending]).toEqual([
      'Bruno',
      false,
      'nl',
      true,
    ]);
    expect([published.status, published.agentId, published.reference]).toEqual(['active', bruno.id, 'C-300']);
    const actions = records.get('audit-log')!.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['agency.updated', 'user.invited', 'user.updated']));
  });

  it('turns an API refusal into the errors.<CODE> message the back office translates', async () => {
    const refusal = admin.create('listings', { data: { transaction: 'rent' } });

    await expect(refusal).rejects.toMatchObject({ message: 'errors.VALIDATION_FAILED', status: 400 });
  });
});
