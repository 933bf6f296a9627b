import { signIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { createBookableListing, agentWithListing, bookPublic, contact, offeredSlots } from '../visits/visit-fixtures';

/**
 * Every way in makes or meets one candidate per person and listing (issue 20): the booking page (with its
 * campaign), the widget (with the site embedding it), an interest link, a back-office booking and a manual entry; the same
 * person asking again on the same listing is one candidate, whose history records each request.
 */
describe('candidate sources', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  // The prequalification rules' verdict rows (tested in prequalification specs) are left out: here, the requests.
  const candidatesOf = async (agencyId: string) =>
    (
      await stack.db.pool.query(
        `SELECT c.id, c.listing_id AS "listingId", c.email::text, c.source, c.source_detail AS "sourceDetail",
                (SELECT array_agg(e.kind ORDER BY e.at, e.kind) FROM candidate_events e WHERE e.candidate_id = c.id AND e.kind <> 'verdict') AS history,
                (SELECT array_agg(e.data->>'source' ORDER BY e.at, e.kind) FROM candidate_events e
                  WHERE e.candidate_id = c.id AND e.kind <> 'verdict') AS sources,
                (SELECT count(*)::int FROM visits v WHERE v.candidate_id = c.id) AS visits
           FROM candidates c WHERE c.agency_id = $1 ORDER BY c.created_at`,
        [agencyId],
      )
    ).rows;

  it('records the booking page with its campaign, and merges the widget request of the same person', async () => {
    const { agencyId, listingId } = await agentWithListing(stack.db.pool);
    const [first, second] = await offeredSlots(stack.baseUrl, listingId, 1);
    const person = contact('Sources');
    await bookPublic(
      stack.baseUrl,
      listingId,
      {
        startsAt: first.startsAt,
        contact: person,
        origin: { channel: 'booking_page', campaign: 'printemps', medium: 'email', referrer: 'https://mail.example' },
      },
      'sources-page-1',
    ).expect(201);
    // The same person, upper-cased, from the widget on the agency's site: the same request, met again.
    await bookPublic(
      stack.baseUrl,
      listingId,
      {
        startsAt: second.startsAt,
        contact: { ...person, email: person.email.toUpperCase() },
        origin: { channel: 'widget', origin: 'https://agence.example' },
      },
      'sources-widget-1',
    ).expect(201);

    const rows = await candidatesOf(agencyId);
    expect(rows).toEqual([
      expect.objectContaining({
        listingId,
        email: 'sources@example.test',
        source: 'booking_page',
        sourceDetail: { campaign: 'printemps', medium: 'email', referrer: 'https://mail.example' },
        history: ['created', 'source_added'],
        sources: ['booking_page', 'widget'],
        visits: 2,
      }),
    ]);
  });

  it('records the widget as the source of a first request from it, with the embedding site', async () => {
    const { agencyId, listingId } = await agentWithListing(stack.db.pool);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    await bookPublic(
      stack.baseUrl,
      listingId,
      {
        startsAt: slot.startsAt,
        contact: contact('Widget'),
        origin: { channel: 'widget', origin: 'https://a.example' },
      },
      'sources-widget-2',
    ).expect(201);
    expect(await candidatesOf(agencyId)).toEqual([
      expect.objectContaining({
        source: 'widget',
        sourceDetail: { origin: 'https://a.example' },
        history: ['created'],
      }),
    ]);
  });

  it("records the interest link as a way in: a first request from it, and the same person's request met again", async () => {
    const { agencyId, listingId } = await agentWithListing(stack.db.pool);
    const [first, second] = await offeredSlots(stack.baseUrl, listingId, 1);
    await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: first.startsAt, contact: contact('Interested'), origin: { channel: 'interest_link' } },
      'sources-interest-1',
    ).expect(201);
    const person = contact('Again');
    await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: second.startsAt, contact: person },
      'sources-interest-2',
    ).expect(201);
    const [third] = await offeredSlots(stack.baseUrl, listingId, 2);
    await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: third.startsAt, contact: person, origin: { channel: 'interest_link' } },
      'sources-interest-3',
    ).expect(201);

    const rows = await candidatesOf(agencyId);
    expect(rows.map((row) => [row.email, row.source, row.sources, row.visits])).toEqual([
      ['interested@example.test', 'interest_link', ['interest_link'], 1],
      ['again@example.test', 'booking_page', ['booking_page', 'interest_link'], 2],
    ]);
  });

  it('makes one candidate per listing for the same person, and a manual one for a back-office booking', async () => {
    const { agencyId, agent, listingId } = await agentWithListing(stack.db.pool);
    const otherListing = await createBookableListing(stack.db.pool, agencyId, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Twice') },
      'sources-two-1',
    ).expect(201);
    // Read once the first is booked: both listings share the agent, and on a Thursday evening "three days
    // on" and "tomorrow" both land on Monday morning's first slot.
    const [later] = await offeredSlots(stack.baseUrl, otherListing, 3);
    const realtor = await signIn(stack.baseUrl, agent);
    await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId: otherListing, startsAt: later.startsAt, contact: contact('Twice') })
      .expect(201);

    const rows = await candidatesOf(agencyId);
    expect(rows.map((row) => [row.listingId, row.email, row.source, row.visits])).toEqual([
      [listingId, 'twice@example.test', 'booking_page', 1],
      [otherListing, 'twice@example.test', 'manual', 1],
    ]);
  });

  it('refuses an origin that is not a source the booking page knows', async () => {
    const { listingId } = await agentWithListing(stack.db.pool);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const refused = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Forged'), origin: { channel: 'manual' } },
      'sources-forged-1',
    ).expect(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });
});
