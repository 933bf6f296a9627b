import { allowedFields, applicantPolicy, applicationOpen, regionOf, type ApplicantStage } from '@creneau/contracts';
import { LocalDiskStorage } from '@creneau/server';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { DEMO_PHOTOS_DIR } from '../../libs/server/src/seed/demo-photos';
import { signIn } from '../support/factories';
import { startStack, type Stack } from '../support/stack';

describe('the demo data of npm start', () => {
  let stack: Stack;

  // The api's uploads folder, which the seed fills with the demo photos as npm start does.
  const storageDir = mkdtempSync(join(tmpdir(), 'creneau-demo-storage-'));

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { STORAGE_DIR: storageDir } });
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(storageDir, { recursive: true, force: true });
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

  it('shows photos on every demo listing: the cards and the booking page serve them, and a second start adds none', async () => {
    const storage = new LocalDiskStorage(storageDir);
    await seedDemo(stack.db.url, SATURDAY, storage);
    await seedDemo(stack.db.url, SATURDAY, storage);

    const { rows } = await stack.db.pool.query(
      `SELECT l.reference, count(p.id)::int AS photos FROM listings l LEFT JOIN listing_photos p ON p.listing_id = l.id
        GROUP BY l.reference ORDER BY l.reference`,
    );
    expect(rows).toEqual(
      ['MAR-LOC-101', 'MAR-VEN-202', 'SAB-HUUR-11', 'SAB-KOOP-12'].map((reference) => ({ reference, photos: 2 })),
    );
    for (const slug of ['agence-du-marais', 'immo-sablon']) {
      const cards = await (await fetch(`${stack.baseUrl}/api/public/agencies/${slug}/listings`)).json();
      for (const card of cards as { cover: { thumb: string; medium: string } | null }[]) {
        expect(card.cover).not.toBeNull();
        const image = await fetch(`${stack.baseUrl}${card.cover?.medium}`);
        expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
        expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(960);
      }
    }
    // The demo visitor's rental file (issue 21): two people, three documents stored, one application; once.
    const { rows: file } = await stack.db.pool.query(
      `SELECT (SELECT count(*)::int FROM rental_file_people p WHERE p.file_id = f.id) AS people,
              (SELECT count(*)::int FROM rental_file_documents d WHERE d.file_id = f.id) AS documents,
              (SELECT count(*)::int FROM rental_file_applications a WHERE a.file_id = f.id) AS applications
         FROM rental_files f JOIN users u ON u.id = f.user_id WHERE u.email = 'camille.visiteur@example.fr'`,
    );
    expect(file).toEqual([{ people: 2, documents: 3, applications: 1 }]);
    const page = await (await fetch(`${stack.baseUrl}/api/public/book/hugo-bernard`)).json();
    expect(JSON.stringify(page)).toMatch(/"cover":\{"thumb":"\/api\/media\/listing-photos\/[\w-]+\/thumb\.webp"/);
  });

  it('ships small WebP photos for every demo listing, with their licence', async () => {
    const files = readdirSync(DEMO_PHOTOS_DIR).filter((name) => name.endsWith('.webp'));

    expect(files).toHaveLength(8);
    for (const name of files) {
      const path = join(DEMO_PHOTOS_DIR, name);
      expect(statSync(path).size).toBeLessThanOrEqual(60 * 1024);
      const { format, width, height } = await sharp(readFileSync(path)).metadata();
      expect([format, width, height]).toEqual(['webp', 1280, 854]);
    }
    expect(readFileSync(join(DEMO_PHOTOS_DIR, 'LICENSE.md'), 'utf8')).toContain('CC0 1.0');
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
