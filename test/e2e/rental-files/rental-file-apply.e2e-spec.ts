import { openEventStream, type EventStream } from '../../support/event-stream';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookAs, pastVisitLike, verifiedVisitor } from '../visitor/visitor-fixtures';
import { createBookableListing } from '../visits/visit-fixtures';

/**
 * Issue 21, applying from where the applicant is: the public booking page and the visitor's visits say
 * whether applying is open (the API's rule), the file's region measures completeness while no listing
 * rules, and the agency's open application page is told when the applicant changes the file.
 */
describe('rental files: applying from a listing, the file’s region, live updates', () => {
  let stack: Stack;
  let agencyId: string;
  let agentId: string;
  let admin: SignedIn;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const adminUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    agentId = adminUser.id;
    admin = await signIn(stack.baseUrl, adminUser, 'pro');
    const response = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminUser.email, password: adminUser.password, area: 'pro' }),
    });
    adminCookie = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const allowBefore = (allowed: boolean) =>
    admin.agent
      .put('/api/rental-applications/settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ applicationsBeforeVisit: allowed })
      .expect(200);

  it('offers applying before the visit only where the agency takes files then, and after a visit always', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    const page = async () =>
      (await fetch(`${stack.baseUrl}/api/public/book/${listingId}`)).json() as Promise<{
        agency: { applicationsBeforeVisit: boolean };
      }>;
    expect((await page()).agency.applicationsBeforeVisit).toBe(false);

    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const upcoming = await bookAs(stack.baseUrl, listingId, user.email, 0);
    const visits = async () =>
      new Map(
        ((await session.agent.get('/api/visitor/visits')).body as { id: string; canApply: boolean }[]).map(
          ({ id, canApply }) => [id, canApply],
        ),
      );
    expect((await visits()).get(upcoming)).toBe(false);
    const past = await pastVisitLike(stack.db.pool, upcoming, 2);
    expect((await visits()).get(past)).toBe(true);
    expect((await visits()).get(upcoming)).toBe(false);

    await allowBefore(true);
    try {
      expect((await page()).agency.applicationsBeforeVisit).toBe(true);
      expect((await visits()).get(upcoming)).toBe(true);
    } finally {
      await allowBefore(false);
    }
  });

  it('measures a file without a listing against the region the visitor chose, else their language’s', async () => {
    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    await stack.db.pool.query(`UPDATE users SET language = 'nl' WHERE id = $1`, [user.id]);
    await session.agent
      .post('/api/visitor/rental-file/people')
      .set('X-CSRF-Token', session.csrf)
      .send({ role: 'tenant', firstName: 'Lotte' })
      .expect(201);

    const inferred = await session.agent.get('/api/visitor/rental-file');
    expect(inferred.body).toMatchObject({ region: 'BE-VLG', chosenRegion: null });

    const chosen = await session.agent
      .patch('/api/visitor/rental-file')
      .set('X-CSRF-Token', session.csrf)
      .send({ region: 'BE-BRU' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ region: 'BE-BRU', chosenRegion: 'BE-BRU' });
    const brussels = (await session.agent.get('/api/visitor/rental-file')).body;
    expect(brussels.region).toBe('BE-BRU');
    const french = (await session.agent.get('/api/visitor/rental-file?region=FR')).body;
    // Not the French decree's list: in Brussels no document is asked at the application (art. 200ter).
    const documentsMissing = (view: { completeness: { missing: { type: string }[] }[] }) =>
      view.completeness[0].missing.filter(({ type }) => type === 'documents').length;
    expect(documentsMissing(brussels)).toBe(0);
    expect(documentsMissing(french)).toBeGreaterThan(0);

    // A listing's region still rules once the file is for it.
    const parisListing = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query(`UPDATE listings SET country = 'FR', postal_code = '75011' WHERE id = $1`, [
      parisListing,
    ]);
    const forParis = await session.agent.get(`/api/visitor/rental-file?listingId=${parisListing}`);
    expect(forParis.body.region).toBe('FR');

    const bad = await session.agent
      .patch('/api/visitor/rental-file')
      .set('X-CSRF-Token', session.csrf)
      .send({ region: 'NL' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');

    const cleared = await session.agent
      .patch('/api/visitor/rental-file')
      .set('X-CSRF-Token', session.csrf)
      .send({ region: null });
    expect(cleared.body).toMatchObject({ region: 'BE-VLG', chosenRegion: null });
  });

  it('follows the listing a visitor last booked when they chose no region', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    await bookAs(stack.baseUrl, listingId, user.email, 0);
    // In Liège (moved there after the booking: the booking helper answers the French form).
    await stack.db.pool.query(`UPDATE listings SET country = 'BE', postal_code = '4000' WHERE id = $1`, [listingId]);
    expect((await session.agent.get('/api/visitor/rental-file')).body.region).toBe('BE-WAL');
  });

  it('tells the agency live when the applicant changes a shared file (rental_file.updated)', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    await pastVisitLike(stack.db.pool, await bookAs(stack.baseUrl, listingId, user.email, 0), 1);
    const person = await session.agent
      .post('/api/visitor/rental-file/people')
      .set('X-CSRF-Token', session.csrf)
      .send({ role: 'tenant', firstName: 'Camille' });
    const applied = await session.agent
      .post('/api/visitor/rental-file/applications')
      .set('X-CSRF-Token', session.csrf)
      .send({ listingId });
    expect(applied.status).toBe(201);
    let stream: EventStream | undefined;
    try {
      stream = await openEventStream(stack.baseUrl, adminCookie);
      await session.agent
        .patch(`/api/visitor/rental-file/people/${person.body.id}`)
        .set('X-CSRF-Token', session.csrf)
        .send({ monthlyIncomeCents: 310_000 })
        .expect(200);
      const events = await waitFor(
        async () => {
          const found = (stream?.events ?? []).filter((event) => event.startsWith('event: rental_file.updated'));
          return found.length > 0 ? found : null;
        },
        'the rental_file.updated event',
        5_000,
      );
      expect(events[0]).toContain(`"applicationId":"${applied.body.id}"`);
    } finally {
      stream?.close();
    }
  });
});
