import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookVisit, fire } from '../reminders/reminder-fixtures';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

const WAITING = 5;
const WAITING_FOR_VISIT = 7;
const KO = 2;

/** Issue 20: a freed slot goes to the listing's waiting list, first come first served; a let listing closes it. */
describe('the waiting list', () => {
  let stack: Stack;
  let agencyId: string;
  let agentId: string;
  let agent: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = user.id;
    agent = await signIn(stack.baseUrl, user);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Waiting candidates of the listing, as the rules leave them (WAITING, verdict 'wait'), each reachable. */
  async function waiting(listingId: string, count: number, name: string, agency = agencyId): Promise<string[]> {
    const { rows } = await stack.db.pool.query<{ id: string }>(
      `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, phone, language, status, verdict, source)
       SELECT $1, $2, $3 || n || '@example.test', 'Camille', $3 || n, '+3361' || lpad(n::text, 7, '0'),
              (ARRAY['fr', 'nl', 'en'])[1 + n % 3], 5, 'wait', 'booking_page'
         FROM generate_series(1, $4) AS n RETURNING id`,
      [agency, listingId, name, count],
    );
    return rows.map(({ id }) => id);
  }

  const messagesTo = async (purpose: string, emails: string[]) =>
    (
      await stack.db.pool.query<{ recipient: string; body: string }>(
        `SELECT recipient, body_text AS body FROM messages WHERE purpose = $1 AND channel = 'email'
            AND recipient = ANY($2::text[])`,
        [purpose, emails],
      )
    ).rows;

  it('offers a cancelled visit to 20 waiting candidates: one books it, the 19 others are told it is gone', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Leaver', { phone: '+33 6 99 00 00 01' }) },
      randomUUID(),
    ).expect(201);
    const candidates = await waiting(listingId, 20, 'racer');
    const emails = candidates.map((_, n) => `racer${n + 1}@example.test`);

    await agent.agent
      .post(`/api/visits/${booked.body.id}/cancel`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ reason: 'Empêchement' })
      .expect(200);
    const offers = await waitFor(async () => {
      const { rows } = await stack.db.pool.query<{ candidateId: string; token: string; startsAt: Date }>(
        `SELECT candidate_id AS "candidateId", token, starts_at AS "startsAt" FROM waiting_list_offers WHERE listing_id = $1`,
        [listingId],
      );
      return rows.length === 20 && rows;
    }, 'the 20 offers');
    expect(new Set(offers.map(({ startsAt }) => startsAt.toISOString()))).toEqual(
      new Set([new Date(slot.startsAt).toISOString()]),
    );
    const offered = await waitFor(async () => {
      const rows = await messagesTo('waiting_list_offer', emails);
      return rows.length === 20 && rows;
    }, 'the offers by e-mail');
    const first = offered.find(({ recipient }) => recipient === 'racer3@example.test');
    const token = offers.find(({ candidateId }) => candidateId === candidates[2])?.token;
    expect(first?.body).toContain(`/book/${listingId}?offer=${token}`);
    // The offer is on the candidate's page, read by the message's candidate.
    const page = await agent.agent.get(`/api/candidates/${candidates[2]}`).expect(200);
    expect(page.body.messages.map(({ purpose }: { purpose: string }) => purpose).sort()).toEqual([
      'waiting_list_offer',
      'waiting_list_offer',
    ]);

    // All twenty tap their link at once, each with their own details and token.
    const answers = await Promise.all(
      offers.map(({ candidateId, token: own }) => {
        const n = candidates.indexOf(candidateId) + 1;
        const body = {
          startsAt: slot.startsAt,
          contact: {
            firstName: 'Camille',
            lastName: `racer${n}`,
            email: `racer${n}@example.test`,
            phone: `+3361${String(n).padStart(7, '0')}`,
          },
          offer: own,
        };
        return bookPublic(stack.baseUrl, listingId, body, randomUUID());
      }),
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(answers.filter(({ status }) => status !== 201 && status !== 409).map(({ body }) => body)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.filter(({ status }) => status === 409).map(({ body }) => body.code)).toEqual(
      Array(19).fill('SLOT_TAKEN'),
    );
    const { rows: visits } = await stack.db.pool.query(
      `SELECT candidate_id FROM visits WHERE listing_id = $1 AND status = 'booked'`,
      [listingId],
    );
    expect(visits).toHaveLength(1);
    const winner = visits[0].candidate_id as string;

    const told = await waitFor(async () => {
      const rows = await messagesTo('waiting_list_gone', emails);
      return rows.length === 19 && rows;
    }, 'the 19 others told');
    expect(told.map(({ recipient }) => recipient)).not.toContain(
      emails[candidates.indexOf(winner)] ?? 'the winner is one of the waiting candidates',
    );
    const { rows: states } = await stack.db.pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM waiting_list_offers WHERE listing_id = $1 GROUP BY status ORDER BY status`,
      [listingId],
    );
    expect(states).toEqual([
      { status: 'gone', n: 19 },
      { status: 'taken', n: 1 },
    ]);
    const { rows: people } = await stack.db.pool.query<{ id: string; status: number; source: string }>(
      `SELECT id, status FROM candidates WHERE id = ANY($1::uuid[])`,
      [candidates],
    );
    expect(people.find(({ id }) => id === winner)?.status).toBe(WAITING_FOR_VISIT);
    expect(people.filter(({ status }) => status === WAITING)).toHaveLength(19);
  });

  it('offers a visit released for want of confirmation to the waiting list; one books it, the others are told', async () => {
    const released = await bookVisit(stack, 'Unconfirmed', { agencyFields: { release_unconfirmed: true } });
    const candidates = await waiting(released.listingId, 3, 'released', released.agency.id);
    const emails = candidates.map((_, n) => `released${n + 1}@example.test`);
    // A release falls a few hours before the visit, inside the listing's minimum notice for a booking:
    // the waiting candidate holding the offer books it all the same (here, a notice longer than the wait).
    await stack.db.pool.query('UPDATE listings SET visit_min_notice_hours = 336 WHERE id = $1', [released.listingId]);

    await fire(stack, released.visitId, 'deadline');
    const { rows: visit } = await stack.db.pool.query(
      'SELECT status, cancelled_why, starts_at AS "startsAt" FROM visits WHERE id = $1',
      [released.visitId],
    );
    expect(visit[0]).toMatchObject({ status: 'cancelled', cancelled_why: 'unconfirmed' });
    const offers = await waitFor(async () => {
      const { rows } = await stack.db.pool.query<{ candidateId: string; token: string }>(
        `SELECT candidate_id AS "candidateId", token FROM waiting_list_offers
          WHERE freed_visit_id = $1 AND starts_at = $2`,
        [released.visitId, visit[0].startsAt],
      );
      return rows.length === 3 && rows;
    }, 'the 3 offers of the released slot');
    await waitFor(async () => (await messagesTo('waiting_list_offer', emails)).length === 3, 'the offers sent');

    const winner = offers[0];
    const n = candidates.indexOf(winner.candidateId) + 1;
    // The booking page lists the offered start to the offer's holder only: it is inside the notice.
    const startsAt = (visit[0].startsAt as Date).getTime();
    const slotsSeen = async (offer?: string) => {
      const window = {
        from: new Date(startsAt - 3_600_000).toISOString(),
        to: new Date(startsAt + 3_600_000).toISOString(),
      };
      const answer = await request(stack.baseUrl)
        .get(`/api/public/listings/${released.listingId}/availability`)
        .query({ ...window, ...(offer ? { offer } : {}) })
        .expect(200);
      return answer.body.slots.map((slot: { startsAt: string }) => Date.parse(slot.startsAt));
    };
    expect(await slotsSeen()).toEqual([]);
    expect(await slotsSeen('not-a-token')).toEqual([]);
    expect(await slotsSeen(winner.token)).toEqual([startsAt]);
    const booked = await bookPublic(
      stack.baseUrl,
      released.listingId,
      {
        startsAt: (visit[0].startsAt as Date).toISOString(),
        contact: {
          firstName: 'Camille',
          lastName: `released${n}`,
          email: `released${n}@example.test`,
          phone: `+3361${String(n).padStart(7, '0')}`,
        },
        offer: winner.token,
      },
      randomUUID(),
    );
    expect(booked.status).toBe(201);
    const told = await waitFor(async () => {
      const rows = await messagesTo('waiting_list_gone', emails);
      return rows.length === 2 && rows;
    }, 'the 2 others told');
    expect(told.map(({ recipient }) => recipient)).not.toContain(`released${n}@example.test`);
  });

  it('tells the waiting candidates politely and closes them as propertyUnavailable when the listing is let', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query(
      `UPDATE listings SET rent = 900, title = '{"fr": "Studio Marais", "en": "Marais studio"}' WHERE id = $1`,
      [listingId],
    );
    const candidates = await waiting(listingId, 3, 'closed');
    const emails = candidates.map((_, n) => `closed${n + 1}@example.test`);
    const closing = await agent.agent
      .put(`/api/listings/${listingId}`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ status: 'let_or_sold' });
    expect(closing.status).toBe(200);
    const told = await waitFor(async () => {
      const rows = await messagesTo('listing_unavailable', emails);
      return rows.length === 3 && rows;
    }, 'the waiting list told');
    // Each in their language: racer n has language fr, nl, en by n % 3.
    const byEmail = Object.fromEntries(told.map(({ recipient, body }) => [recipient, body]));
    expect(byEmail['closed3@example.test']).toContain('«\u00a0Studio Marais\u00a0» vient d’être loué ou vendu');
    expect(byEmail['closed1@example.test']).toContain('is net verhuurd of verkocht');
    expect(byEmail['closed2@example.test']).toContain('“Marais studio” has just been let or sold');
    const { rows } = await stack.db.pool.query(
      `SELECT c.status, c.refusal_reason AS reason,
              (SELECT count(*)::int FROM candidate_events e WHERE e.candidate_id = c.id AND e.kind = 'status_changed'
                  AND e.reason = 'propertyUnavailable' AND e.actor = 'system') AS events
         FROM candidates c WHERE c.id = ANY($1::uuid[])`,
      [candidates],
    );
    expect(rows).toEqual(Array(3).fill({ status: KO, reason: 'propertyUnavailable', events: 1 }));
  });

  it("gives the visitor's answers and the verdict in the agent's booking notice", async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query('UPDATE listings SET rent = 900, surface = 40, rooms = 2 WHERE id = $1', [listingId]);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const answers = { maxBudget: 1000, occupants: 2, moveInDate: '2030-02-01' };
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Answered', { phone: '+33 6 99 00 00 02' }), answers },
      randomUUID(),
    ).expect(201);
    const notice = await waitFor(async () => {
      const { rows } = await stack.db.pool.query<{ body: string }>(
        `SELECT body_text AS body FROM messages WHERE visit_id = $1 AND purpose = 'visit_booked_agent'`,
        [booked.body.id],
      );
      return rows[0]?.body;
    }, "the agent's notice");
    expect(notice).toContain(
      'Ses réponses\u00a0: emménagement le 01/02/2030, 2 occupant(s), loyer maximum 1\u202f000\u00a0€.',
    );
    expect(notice).toContain('Préqualification\u00a0: Visite à réserver, toutes les règles sont remplies.');
  });

  it("writes the verdict's reasons in the agent's booking notice as money and dates of their language", async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query(
      `UPDATE listings SET rent = 1200, surface = 40, rooms = 2, available_from = '2031-03-15' WHERE id = $1`,
      [listingId],
    );
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const answers = { maxBudget: 1000, occupants: 2, moveInDate: '2031-02-01' };
    const body = { startsAt: slot.startsAt, contact: contact('Reasons', { phone: '+33 6 99 00 00 03' }), answers };
    expect((await bookPublic(stack.baseUrl, listingId, body, randomUUID())).status).toBe(422);
    const { rows } = await stack.db.pool.query('SELECT id FROM candidates WHERE listing_id = $1', [listingId]);
    await agent.agent
      .post(`/api/candidates/${rows[0].id}/verdict`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ verdict: 'book' })
      .expect(204);
    const booked = await bookPublic(stack.baseUrl, listingId, body, randomUUID()).expect(201);

    const notice = await waitFor(async () => {
      const { rows: sent } = await stack.db.pool.query<{ body: string }>(
        `SELECT body_text AS body FROM messages WHERE visit_id = $1 AND purpose = 'visit_booked_agent'`,
        [booked.body.id],
      );
      return sent[0]?.body;
    }, "the agent's notice");
    expect(notice).toContain('Le budget indiqué (1\u202f000\u00a0€) est inférieur au loyer (1\u202f200\u00a0€).');
    expect(notice).toContain(
      'Le logement est libre à partir du 15 mars 2031, après la date d’emménagement souhaitée (1 février 2031).',
    );
  });
});
