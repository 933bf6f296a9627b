import { CreatePublicSlugs1795675096394 as CreatePublicSlugs } from '../../../migrations/1795675096394-CreatePublicSlugs';
import { databaseHarness } from '../../support/database';

/**
 * The migration that makes one public namespace, run again on a database holding the clashes the old
 * schema allowed: each is resolved the same way every time, and written to the audit log.
 */
describe('the public namespace migration on existing clashes', () => {
  const harness = databaseHarness(2);

  const insert = async (sql: string, values: unknown[]): Promise<string> =>
    (await harness.db.pool.query<{ id: string }>(`${sql} RETURNING id`, values)).rows[0].id;
  const agency = (slug: string, createdAt: string) =>
    insert(
      `INSERT INTO agencies (name, slug, country, time_zone, created_at) VALUES ($1::text, $1::citext, 'FR', 'Europe/Paris', $2)`,
      [slug, createdAt],
    );
  const agent = (agencyId: string, slug: string, createdAt: string) =>
    insert(
      `INSERT INTO users (auth_type, agency_id, role, email, public_slug, created_at)
       VALUES ('realtor', $1, 'agent', $2::text || '@example.test', $2::citext, $3)`,
      [agencyId, slug, createdAt],
    );

  it('keeps reserved words, then agencies, then agents, the oldest first, and renames the others slug-2, slug-3…', async () => {
    const migration = new CreatePublicSlugs();
    const runner = harness.dataSource.createQueryRunner();
    await migration.down(runner);
    const marais = await agency('agence-du-marais', '2024-01-01');
    const pro = await agency('pro', '2024-01-02');
    const squatter = await agent(pro, 'agence-du-marais', '2023-06-01');
    const second = await agent(marais, 'agence-du-marais-2', '2025-01-01');
    const uuidShaped = await agent(marais, '0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21', '2025-01-01');
    const untouched = await agent(marais, 'hugo-bernard', '2025-01-01');

    await migration.up(runner);
    await runner.release();

    const slugs = async (table: string, column: string, ids: string[]) =>
      (await harness.db.pool.query(`SELECT ${column} AS slug FROM ${table} WHERE id = ANY($1)`, [ids])).rows
        .map((row: { slug: string }) => row.slug)
        .sort();
    expect(await slugs('agencies', 'slug', [marais, pro])).toEqual(['agence-du-marais', 'pro-2']);
    // The agent squatting since before the agency came second: the agency's kind wins, the agent moves.
    expect(await slugs('users', 'public_slug', [squatter])).toEqual(['agence-du-marais-3']);
    expect(await slugs('users', 'public_slug', [second, untouched])).toEqual(['agence-du-marais-2', 'hugo-bernard']);
    expect(await slugs('users', 'public_slug', [uuidShaped])).toEqual(['0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21-2']);
    const { rows: renames } = await harness.db.pool.query(
      `SELECT agency_id AS "agencyId", details FROM audit_log WHERE action = 'public_slug.renamed' ORDER BY id`,
    );
    expect(renames).toEqual([
      { agencyId: pro, details: { kind: 'agency', agencyId: pro, from: 'pro', to: 'pro-2' } },
      {
        agencyId: pro,
        details: { kind: 'agent', userId: squatter, from: 'agence-du-marais', to: 'agence-du-marais-3' },
      },
      {
        agencyId: marais,
        details: {
          kind: 'agent',
          userId: uuidShaped,
          from: '0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21',
          to: '0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21-2',
        },
      },
    ]);
    const { rows: owners } = await harness.db.pool.query(
      `SELECT kind, count(*)::int AS n FROM public_slugs WHERE kind <> 'reserved' GROUP BY kind ORDER BY kind`,
    );
    expect(owners).toEqual([
      { kind: 'agency', n: 2 },
      { kind: 'agent', n: 4 },
    ]);
  });
});
