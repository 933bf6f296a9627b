import { allowedFields, applicantPolicy, applicationOpen, regionOf, type ApplicantStage } from '@creneau/contracts';
import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { signIn } from '../support/factories';
import { startStack, type Stack } from '../support/stack';

describe('the demo data of npm start', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const counts = async () =>
    (
      await stack.db.pool.query(
        `SELECT (SELECT count(*) FROM agencies)::int AS agencies, (SELECT count(*) FROM users)::int AS users,
                (SELECT count(*) FROM listings)::int AS listings`,
      )
    ).rows[0];

  const agendas = async () =>
    (
      await stack.db.pool.query(
        `SELECT u.email, count(*)::int AS visits, count(*) FILTER (WHERE v.starts_at > $1)::int AS ahead,
                count(*) FILTER (WHERE v.status = 'no_show')::int AS "noShows",
                count(DISTINCT extract(isodow FROM v.starts_at AT TIME ZONE a.time_zone))
                  FILTER (WHERE extract(isodow FROM v.starts_at AT TIME ZONE a.time_zone) > 5)::int AS "weekendDays"
           FROM visits v JOIN users u ON u.id = v.agent_id JOIN agencies a ON a.id = v.agency_id
          GROUP BY u.email ORDER BY u.email`,
        [SATURDAY],
      )
    ).rows;

  // A Saturday: the plan lays the visits on working days, and a demo started at a weekend still books
  // Monday's visits without two of them overlapping (the exclusion constraint would refuse the seed).
  const SATURDAY = new Date('2026-11-28T09:00:00Z');

  it('gives every demo agent a fortnight behind and a week ahead on working days, and the visitor a visit; topped up only once the agenda ahead is empty', async () => {
    await seedDemo(stack.db.url, SATURDAY);
    const first = await agendas();
    expect(first.map((row) => row.email)).toEqual([
      'claire.martin@agence-du-marais.example',
      'hugo.bernard@agence-du-marais.example',
      'julien.dubois@immo-sablon.example',
      'lotte.peeters@immo-sablon.example',
    ]);
    for (const agent of first) {
      expect(agent.weekendDays).toBe(0);
      expect(agent.noShows).toBeGreaterThan(0);
      expect(agent.ahead).toBeGreaterThanOrEqual(8);
    }
    const visitor = await stack.db.pool.query(
      `SELECT v.status FROM visits v JOIN candidates c ON c.id = v.candidate_id WHERE c.email = 'camille.visiteur@example.fr'`,
    );
    expect(visitor.rows).toEqual([{ status: 'booked' }]);
    // Every visit ahead goes through the real flow: its booking event is in the outbox.
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM visits v WHERE v.starts_at > $1 AND v.status <> 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.event = 'visit.booked' AND o.payload->>'visitId' = v.id::text)`,
      [SATURDAY],
    );
    expect(rows[0].n).toBe(0);

    await seedDemo(stack.db.url, SATURDAY);
    expect(await agendas()).toEqual(first);
    // Three weeks later the week ahead is empty again: it is laid anew, the past is left as it is.
    await seedDemo(stack.db.url, new Date(SATURDAY.getTime() + 21 * 86_400_000));
    const later = await agendas();
    // Eight each, and Hugo one more: the demo visitor's new visit is on his listing.
    expect(later.map((agent, i) => agent.visits - first[i].visits)).toEqual([8, 9, 8, 8]);
  });

  it('seeds two agencies, their agents, ops, a visitor and listings, and changes nothing the second time', async () => {
    const { logins } = await seedDemo(stack.db.url);
    const first = await counts();
    await seedDemo(stack.db.url);

    expect(first).toEqual({ agencies: 2, users: 6, listings: 4 });
    expect(await counts()).toEqual(first);
    expect(logins.map((login) => login.label)).toEqual(
      expect.arrayContaining(['Ops staff (/pro)', 'Visitor (/visits)']),
    );
    const ops = await signIn(stack.baseUrl, {
      id: '',
      agencyId: null,
      email: 'ops@creneau.example',
      password: DEMO_PASSWORD,
    });
    expect((await ops.agent.get('/api/agencies').expect(200)).body.map((a: { slug: string }) => a.slug).sort()).toEqual(
      ['agence-du-marais', 'immo-sablon'],
    );
  });

  it('asks each demo visitor only what the region of the listing allows, at each stage', async () => {
    await seedDemo(stack.db.url, SATURDAY);
    const { rows } = await stack.db.pool.query<{
      country: 'FR' | 'BE';
      postal_code: string | null;
      transaction: 'rent' | 'sale';
      status: 'done';
      invited: Date | null;
      answers: Record<string, unknown>;
      applied: Record<string, unknown> | null;
    }>(
      `SELECT l.country, l.postal_code, l.transaction, v.status, v.application_invited_at AS invited, v.answers,
              (SELECT aa.answers FROM applicant_answers aa WHERE aa.visit_id = v.id AND aa.stage = 'application') AS applied
         FROM visits v JOIN listings l ON l.id = v.listing_id`,
    );
    const outside = (stage: ApplicantStage, row: (typeof rows)[number], answers: object) => {
      const allowed = allowedFields(
        applicantPolicy(regionOf({ ...row, postalCode: row.postal_code }), row.transaction),
        stage,
      );
      return Object.keys(answers).filter((key) => !allowed.has(key as never));
    };
    const region = (row: (typeof rows)[number]) => regionOf({ country: row.country, postalCode: row.postal_code });

    expect(rows.flatMap((row) => outside('beforeVisit', row, row.answers))).toEqual([]);
    expect(rows.flatMap((row) => (row.applied ? outside('application', row, row.applied) : []))).toEqual([]);
    expect(
      rows.filter((row) => row.applied && !applicationOpen({ ...row, applicationInvitedAt: row.invited })),
    ).toEqual([]);
    // Brussels visitors to let were asked nothing before their visit; Paris ones their search criteria.
    const brusselsLets = rows.filter((row) => region(row) === 'BE-BRU' && row.transaction === 'rent');
    expect(brusselsLets.length).toBeGreaterThan(0);
    expect(brusselsLets.every((row) => Object.keys(row.answers).length === 0)).toBe(true);
    expect(rows.some((row) => region(row) === 'FR' && 'occupants' in row.answers)).toBe(true);
    expect(rows.some((row) => region(row) === 'BE-BRU' && row.applied && 'monthlyResources' in row.applied)).toBe(true);
    const phoneOnly = await stack.db.pool.query(`SELECT 1 FROM candidates WHERE email IS NULL AND phone IS NOT NULL`);
    expect(phoneOnly.rowCount).toBeGreaterThan(0);
  });
});
