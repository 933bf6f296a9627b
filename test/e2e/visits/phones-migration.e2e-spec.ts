import { StorePhonesInE1641795688096983 as StorePhonesInE164 } from '../../../migrations/1795688096983-StorePhonesInE164';
import { databaseHarness } from '../../support/database';

/** The migration that rewrites stored phones in E.164, on numbers as the loose regex let them in (issue 29). */
describe('the E.164 phones migration', () => {
  const harness = databaseHarness(2);

  const insert = async (sql: string, values: unknown[]): Promise<string> =>
    (await harness.db.pool.query<{ id: string }>(`${sql} RETURNING id`, values)).rows[0].id;
  const agency = (country: 'FR' | 'BE', phone: string) =>
    insert(
      `INSERT INTO agencies (name, slug, country, time_zone, phone) VALUES ($1::text, $1::citext, $2, 'Europe/Paris', $3)`,
      [`agence-${country}-${Math.random().toString(36).slice(2, 8)}`, country, phone],
    );
  const candidate = (agencyId: string, phone: string, email: string | null = null) =>
    insert('INSERT INTO candidates (agency_id, email, first_name, last_name, phone) VALUES ($1, $2, $3, $3, $4)', [
      agencyId,
      email,
      'Test',
      phone,
    ]);
  const phoneOf = async (table: string, id: string) =>
    (await harness.db.pool.query(`SELECT phone FROM ${table} WHERE id = $1`, [id])).rows[0].phone;

  it('rewrites each number in its agency’s plan, fixes overseas numbers put under +33, and leaves the unreadable', async () => {
    const paris = await agency('FR', '01 42 72 00 00');
    const brussels = await agency('BE', '02/511.00.00');
    const reunion = await candidate(paris, '0692 12 34 56', 'payet@example.test');
    const misfiled = await candidate(paris, '+33692123457', 'hoarau@example.test');
    const belgian = await candidate(brussels, '0470 12 34 56');
    const sameOtherWay = await candidate(brussels, '+32 470/12.34.56');
    const unreadable = await candidate(brussels, '12 34', 'x@example.test');

    const runner = harness.dataSource.createQueryRunner();
    await new StorePhonesInE164().up(runner);
    await runner.release();

    expect(await phoneOf('agencies', paris)).toBe('+33142720000');
    expect(await phoneOf('agencies', brussels)).toBe('+3225110000');
    expect(await phoneOf('candidates', reunion)).toBe('+262692123456');
    expect(await phoneOf('candidates', misfiled)).toBe('+262692123457');
    // Two phone-only candidates of one number: one takes it, the other stays as typed (no merge).
    const twins = [await phoneOf('candidates', belgian), await phoneOf('candidates', sameOtherWay)];
    expect(twins.filter((phone) => phone === '+32470123456')).toHaveLength(1);
    expect(await phoneOf('candidates', unreadable)).toBe('12 34');
  });
});
