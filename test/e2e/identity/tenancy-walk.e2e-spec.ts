import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Audience = 'agency' | 'ops' | 'visitor';
interface OpenApi {
  paths: Record<string, Partial<Record<Method, { tags?: string[] }>>>;
}

/**
 * Walks every API route that takes an id, as the admin of agency B with real ids of agency A, and
 * expects 404 (403 on ops-only routes). Visitor routes are walked as another visitor, who must get
 * 404 too. A new route with an id fails here until it has a fixture below, so the walk grows with the API.
 */
describe('tenancy: another agency never reaches our records', () => {
  let stack: Stack;
  let intruder: SignedIn;
  let intruderId: string;
  let intrudingVisitor: SignedIn;
  const slugsOfA = { agency: '', agent: '', name: '' };
  const intruderMarks: string[] = [];
  const ids = new Map<string, string>();
  const params: Record<string, string> = {};
  const bodies: Record<string, object> = {};

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyA = await createAgency(stack.db.pool);
    const agentA = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agencyA.id, role: 'agent' });
    Object.assign(slugsOfA, { agency: agencyA.slug, agent: `agent-of-${agencyA.slug}`, name: agencyA.name });
    await stack.db.pool.query('UPDATE users SET public_slug = $2 WHERE id = $1', [agentA.id, slugsOfA.agent]);
    const [probe] = (await stack.db.pool.query('INSERT INTO outbox_probes DEFAULT VALUES RETURNING id')).rows;
    ids.set('/api/agencies/{id}', agencyA.id);
    ids.set('/api/agencies/{id}/applicant-data', agencyA.id);
    for (const path of ['privacy', 'privacy/dpa-acceptance', 'records-of-processing', 'export']) {
      ids.set(`/api/agencies/{id}/${path}`, agencyA.id);
    }
    bodies['/api/agencies/{id}/privacy'] = { retention: { visitsMonths: 12 } };
    ids.set('/api/agencies/{id}/prequalification', agencyA.id);
    bodies['/api/agencies/{id}/prequalification'] = { transaction: 'rent', questions: null };
    ids.set('/api/users/{id}', agentA.id);
    ids.set('/api/users/{id}/invitation', agentA.id);
    ids.set('/api/users/{id}/photo', agentA.id);
    ids.set('/api/ops/outbox-probes/{id}', probe.id);
    ids.set('agencyA', agencyA.id);
    const [listing] = (
      await stack.db.pool.query(
        `INSERT INTO listings (agency_id, reference, transaction, property_type) VALUES ($1, 'A-1', 'rent', 'studio') RETURNING id`,
        [agencyA.id],
      )
    ).rows;
    const [photo] = (
      await stack.db.pool.query(
        `INSERT INTO listing_photos (listing_id, agency_id, position, storage_key, width, height, bytes)
         VALUES ($1, $2, 0, gen_random_uuid()::text, 10, 10, 10) RETURNING id`,
        [listing.id, agencyA.id],
      )
    ).rows;
    for (const path of [
      '/api/listings/{id}',
      '/api/listings/{id}/duplicate',
      '/api/listings/{id}/photos',
      '/api/listings/{id}/photos/order',
      '/api/listings/{id}/prequalification',
    ]) {
      ids.set(path, listing.id);
    }
    ids.set('/api/listings/{id}/photos/{photoId}', listing.id);
    params.photoId = photo.id;
    const [message] = (
      await stack.db.pool.query(
        `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text) VALUES ($1, 'email', 'a@example.test', 'invitation', 'fr', 'x') RETURNING id`,
        [agencyA.id],
      )
    ).rows;
    ids.set('/api/messages/{id}', message.id);
    // An identity e-mail of agency A kept by the development outbox: its raw MIME is for ops alone.
    await stack.db.pool.query(`UPDATE messages SET provider = 'dev-outbox', status = 'sent' WHERE id = $1;`, [
      message.id,
    ]);
    await stack.db.pool.query(`INSERT INTO message_mime (message_id, mime) VALUES ($1, 'Subject: x')`, [message.id]);
    ids.set('/api/ops/messages/{id}/eml', message.id);
    const [entry] = (
      await stack.db.pool.query(
        `INSERT INTO audit_log (agency_id, action, details) VALUES ($1, 'agency.updated', '{}') RETURNING id`,
        [agencyA.id],
      )
    ).rows;
    ids.set('/api/audit-log/{id}', entry.id);
    bodies['/api/listings/{id}/photos/order'] = { photoIds: [photo.id] };
    bodies['/api/listings/{id}/prequalification'] = { questions: null };
    await addAgendaFixtures(agencyA.id, agentA.id, listing.id);
    const agencyB = await createAgency(stack.db.pool);
    const intruderUser = await createUser(stack.db.pool, {
      authType: 'realtor',
      agencyId: agencyB.id,
      role: 'agency_admin',
    });
    intruderId = intruderUser.id;
    // B's own candidate to merge into A's: refused for A's id, not for a missing one.
    const [candidateOfB] = (
      await stack.db.pool.query(
        `INSERT INTO candidates (agency_id, email, first_name, last_name, phone) VALUES ($1, 'b@example.test', 'B', 'B', '+33612345679') RETURNING id`,
        [agencyB.id],
      )
    ).rows;
    bodies['/api/candidates/{id}/merge'] = { from: candidateOfB.id };
    intruderMarks.push(agencyB.name, 'Intrus');
    await stack.db.pool.query(`UPDATE users SET first_name = 'Intrus' WHERE id = $1`, [intruderId]);
    intruder = await signIn(stack.baseUrl, intruderUser);
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    await stack.db.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [visitor.id]);
    intrudingVisitor = await signIn(stack.baseUrl, visitor, 'visits');
  });

  async function addAgendaFixtures(agencyId: string, agentId: string, listingId: string): Promise<void> {
    const one = async (sql: string, values: unknown[]) => (await stack.db.pool.query(sql, values)).rows[0].id as string;
    const absence = await one(
      `INSERT INTO absences (agency_id, agent_id, starts_at, ends_at) VALUES ($1, $2, now(), now() + interval '1 day') RETURNING id`,
      [agencyId, agentId],
    );
    const candidate = await one(
      `INSERT INTO candidates (agency_id, email, first_name, last_name, phone) VALUES ($1, 'c@example.test', 'C', 'D', '+33612345678') RETURNING id`,
      [agencyId],
    );
    const slot = await one(
      `INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
       VALUES ($1, $2, $3, now() - interval '2 hours', now() - interval '90 minutes', now() - interval '80 minutes', 1, 1) RETURNING id`,
      [agencyId, agentId, listingId],
    );
    const visit = await one(
      `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
       SELECT agency_id, id, agent_id, listing_id, $2, starts_at, ends_at, 'back_office' FROM visit_slots WHERE id = $1 RETURNING id`,
      [slot, candidate],
    );
    for (const path of ['availability', 'working-hours', 'absences', 'visits']) {
      ids.set(`/api/agents/{id}/${path}`, agentId);
    }
    ids.set('/api/absences/{id}', absence);
    for (const path of ['', '/status', '/merge', '/personal-data', '/anonymise']) {
      ids.set(`/api/candidates/{id}${path}`, candidate);
    }
    // B's own candidate, so the merge is refused for A's id and not for a missing one.
    bodies['/api/candidates/{id}/status'] = { status: 1 };
    bodies['/api/candidates/{id}/merge'] = { from: candidate };
    ids.set('/api/candidates/{id}/verdict', candidate);
    // A portal's message to agency A's inbound address (issue 22): read and re-parsed by A alone.
    const inbound = await one(
      `INSERT INTO inbound_emails (agency_id, recipient, sender, message_id, raw, size, status)
       VALUES ($1, 'a@leads.test', 'portal@example.test', gen_random_uuid()::text, 'Subject: x', 10, 'unparsed') RETURNING id`,
      [agencyId],
    );
    for (const path of ['', '/reparse']) ids.set(`/api/inbound-emails/{id}${path}`, inbound);
    bodies['/api/candidates/{id}/verdict'] = { verdict: 'book' };
    for (const path of [
      '',
      '/cancel',
      '/confirm',
      '/reschedule',
      '/outcome',
      '/ics',
      '/voucher',
      '/application-invitation',
    ])
      ids.set(`/api/visits/{id}${path}`, visit);
    for (const path of ['', '/confirm', '/cancel', '/reschedule']) ids.set(`/api/visitor/visits/{id}${path}`, visit);
    await addRentalFileFixtures(agencyId, listingId, candidate);
    bodies['/api/agents/{id}/working-hours'] = {
      days: [
        {
          weekDay: 1,
          worked: true,
          workStartHour: '09:00',
          workEndHour: '18:00',
          lunchBreakEnabled: false,
          lunchBreakStartHour: '12:00',
          lunchBreakEndHour: '13:00',
        },
      ],
    };
    bodies['/api/agents/{id}/absences'] = { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z' };
    bodies['/api/visits/{id}/cancel'] = { reason: 'walk' };
    bodies['/api/visits/{id}/reschedule'] = { startsAt: '2030-01-07T09:00:00Z' };
    bodies['/api/visits/{id}/outcome'] = { outcome: 'done' };
    bodies['/api/visits/{id}/voucher'] = { signerName: 'Walk', signature: 'data:image/png;base64,iVBORw0KGgo=' };
    bodies['/api/visitor/visits/{id}/cancel'] = { reason: 'walk' };
    bodies['/api/visitor/visits/{id}/reschedule'] = { startsAt: '2030-01-07T09:00:00Z' };
  }

  /** A visitor's rental file shared with agency A (issue 21): its person, document, upload and application. */
  async function addRentalFileFixtures(agencyId: string, listingId: string, candidate: string): Promise<void> {
    const one = async (sql: string, values: unknown[]) => (await stack.db.pool.query(sql, values)).rows[0].id as string;
    const owner = await createUser(stack.db.pool, { authType: 'visitor' });
    const file = await one('INSERT INTO rental_files (user_id) VALUES ($1) RETURNING id', [owner.id]);
    const person = await one(
      `INSERT INTO rental_file_people (file_id, role, position, first_name) VALUES ($1, 'tenant', 0, 'A') RETURNING id`,
      [file],
    );
    const document = await one(
      `INSERT INTO rental_file_documents (file_id, person_id, kind, storage_key, name, sha256, size, mime_type, pages)
       VALUES ($1, $2, 'payslips', 'rental-files/walk/' || gen_random_uuid() || '.pdf', 'p.pdf', repeat('0', 64), 10,
               'application/pdf', 1) RETURNING id`,
      [file, person],
    );
    const upload = await one(
      `INSERT INTO rental_file_uploads (file_id, person_id, kind, region, name, total_bytes, expires_at)
       VALUES ($1, $2, 'payslips', 'FR', 'p.pdf', 10, now() + interval '1 day') RETURNING id`,
      [file, person],
    );
    const application = await one(
      `INSERT INTO rental_file_applications (file_id, candidate_id, agency_id, listing_id) VALUES ($1, $2, $3, $4) RETURNING id`,
      [file, candidate, agencyId, listingId],
    );
    ids.set('/api/visitor/rental-file/people/{id}', person);
    bodies['/api/visitor/rental-file/people/{id}'] = { firstName: 'Walk' };
    ids.set('/api/visitor/rental-file/people/{id}/documents', person);
    bodies['/api/visitor/rental-file/people/{id}/documents'] = { kind: 'payslips' };
    ids.set('/api/visitor/rental-file/documents/{id}', document);
    ids.set('/api/visitor/rental-file/uploads/{id}', upload);
    for (const path of ['', '/decision', '/documents/{documentId}/pages/{page}']) {
      ids.set(`/api/rental-applications/{id}${path}`, application);
    }
    bodies['/api/rental-applications/{id}/decision'] = { decision: 'accept' };
    params.documentId = document;
    params.page = '1';
  }

  afterAll(async () => {
    await stack?.stop();
  });

  async function routes(): Promise<{ path: string; method: Method; audience: Audience }[]> {
    const document = (await intruder.agent.get('/api/docs/openapi.json').expect(200)).body as OpenApi;
    return Object.entries(document.paths)
      .filter(([path]) => path.includes('{') && !path.startsWith('/api/public/') && !path.startsWith('/api/media/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          path,
          method: method as Method,
          audience: (['ops', 'visitor'] as const).find((tag) => operation?.tags?.includes(tag)) ?? 'agency',
        })),
      );
  }

  it('has a fixture for every route with an id', async () => {
    const missing = (await routes()).filter(({ path }) => !ids.has(path)).map(({ path }) => path);

    expect(missing).toEqual([]);
  });

  it('answers 404 to every route given another agency id', async () => {
    const answers: string[] = [];
    for (const { path, method, audience } of await routes()) {
      const id = ids.get(path);
      if (!id) continue;
      const url = path.replace('{id}', id).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name);
      // A body valid in shape, so the answer is about the id and not about the body.
      const caller = audience === 'visitor' ? intrudingVisitor : intruder;
      const response = await caller.agent[method](url)
        .set('X-CSRF-Token', caller.csrf)
        .send(bodies[path] ?? {});
      const expected = audience === 'ops' ? 403 : 404;
      answers.push(`${method.toUpperCase()} ${path} -> ${response.status === expected ? 'ok' : response.status}`);
    }

    expect(answers.length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((answer) => !answer.endsWith('ok'))).toEqual([]);
  });

  it('never lists records of another agency', async () => {
    const users = await intruder.agent.get('/api/users').expect(200);
    const agencies = await intruder.agent.get('/api/agencies').expect(200);
    const foreign = await intruder.agent
      .get('/api/users')
      .query({ filter: JSON.stringify({ agencyId: ids.get('agencyA') }) })
      .expect(200);

    const listed = [...users.body, ...agencies.body, ...foreign.body].map(
      (row: { id: string; agencyId?: string }) => row.agencyId ?? row.id,
    );
    expect(listed).not.toContain(ids.get('agencyA'));
    expect(listed.length).toBeGreaterThan(0);
  });

  /**
   * Public routes name records by slug, not id: agency B must not make agency A's addresses its own. B's
   * admin tries to take each of A's slugs for themself; every public route with a slug must still answer
   * A's records (or nothing), never B's. A new public route with a slug fails here until it is walked.
   */
  it("never lets another agency take over a public address: every {slug} route answers only A's", async () => {
    const document = (await intruder.agent.get('/api/docs/openapi.json').expect(200)).body as OpenApi;
    const slugRoutes = Object.keys(document.paths).filter((path) => path.includes('{slug}'));
    const claims: number[] = [];
    for (const slug of [slugsOfA.agency, slugsOfA.agent]) {
      const claim = await intruder.agent
        .put(`/api/users/${intruderId}`)
        .set('X-CSRF-Token', intruder.csrf)
        .send({ publicSlug: slug });
      claims.push(claim.status);
    }
    const answers: string[] = [];
    for (const path of slugRoutes) {
      for (const slug of [slugsOfA.agency, slugsOfA.agent]) {
        const response = await intruder.agent.get(path.replace('{slug}', slug));
        const text = JSON.stringify(response.body);
        const foreign = intruderMarks.some((mark) => text.includes(mark));
        if (![200, 404].includes(response.status) || foreign) answers.push(`${path} ${slug} -> ${response.status}`);
      }
    }
    const book = await intruder.agent.get(`/api/public/book/${slugsOfA.agency}`).expect(200);

    expect(claims).toEqual([409, 409]);
    expect(slugRoutes.sort()).toEqual([
      '/api/public/agencies/{slug}',
      '/api/public/agencies/{slug}/listings',
      '/api/public/agents/{slug}',
      '/api/public/agents/{slug}/listings',
      '/api/public/book/{slug}',
    ]);
    expect(answers).toEqual([]);
    expect([book.body.kind, book.body.agency.name]).toEqual(['agency', slugsOfA.name]);
  });
});
