import { EraseAnswersOutsidePolicy1795675365620 } from '../../../migrations/1795675365620-EraseAnswersOutsidePolicy';
import { databaseHarness } from '../../support/database';
import { createAgency, createUser } from '../../support/factories';

/**
 * The booking form asked every visitor their occupants and budget, Brussels included. The migration
 * erases what was asked outside the policy of each listing's region, and says so in the audit log.
 */
describe('the migration that erases answers asked outside the policy', () => {
  const harness = databaseHarness(2);

  async function visitWith(
    agencyId: string,
    agentId: string,
    listing: { country: 'FR' | 'BE'; postalCode: string; transaction: 'rent' | 'sale' },
    answers: object,
  ): Promise<string> {
    const { pool } = harness.db;
    const one = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rows[0].id as string;
    const listingId = await one(
      `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, country, postal_code)
       VALUES ($1, $2, 'M-' || substr(md5(random()::text), 1, 8), $3, 'apartment', 'active', $4, $5) RETURNING id`,
      [agencyId, agentId, listing.transaction, listing.country, listing.postalCode],
    );
    const candidateId = await one(
      `INSERT INTO candidates (agency_id, email, first_name, last_name, phone)
       VALUES ($1, md5(random()::text) || '@example.test', 'C', 'D', '+32470000000') RETURNING id`,
      [agencyId],
    );
    const slotId = await one(
      // Past visits whose slots no longer block the agent (live = false): they never overlap.
      `INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken,
                               live)
       VALUES ($1, $2, $3, now() - interval '3 days', now() - interval '2 days', now() - interval '2 days', 1, 1, false)
       RETURNING id`,
      [agencyId, agentId, listingId],
    );
    return one(
      `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source, answers)
       SELECT agency_id, id, agent_id, listing_id, $2, starts_at, ends_at, 'public', $3 FROM visit_slots WHERE id = $1
       RETURNING id`,
      [slotId, candidateId, answers],
    );
  }

  it('erases occupants and budgets on Brussels listings, keeps what each region allows, and audits it', async () => {
    const { pool } = harness.db;
    const brussels = (await createAgency(pool, { country: 'BE' })).id;
    const paris = (await createAgency(pool)).id;
    const bxlAgent = (await createUser(pool, { authType: 'realtor', agencyId: brussels })).id;
    const parisAgent = (await createUser(pool, { authType: 'realtor', agencyId: paris })).id;
    const bxlRent = { country: 'BE', postalCode: '1050', transaction: 'rent' } as const;
    const rented = await visitWith(brussels, bxlAgent, bxlRent, { occupants: 2, maxBudget: 1100 });
    const moveIn = await visitWith(brussels, bxlAgent, bxlRent, { moveInDate: '2027-01-01', occupants: 4 });
    const bxlSale = await visitWith(
      brussels,
      bxlAgent,
      { country: 'BE', postalCode: '1000', transaction: 'sale' },
      { projectKind: 'main_home', maxBudget: 450000 },
    );
    const parisRent = await visitWith(
      paris,
      parisAgent,
      { country: 'FR', postalCode: '75004', transaction: 'rent' },
      { occupants: 2, maxBudget: 1300 },
    );
    const untouched = await visitWith(brussels, bxlAgent, bxlRent, {});

    const runner = harness.dataSource.createQueryRunner();
    await runner.startTransaction();
    await new EraseAnswersOutsidePolicy1795675365620().up(runner);
    await runner.commitTransaction();
    await runner.release();

    const { rows } = await pool.query<{ id: string; answers: object }>('SELECT id, answers FROM visits');
    const answers = new Map(rows.map((row) => [row.id, row.answers]));
    expect([rented, moveIn, bxlSale, parisRent, untouched].map((id) => answers.get(id))).toEqual([
      {},
      {},
      { projectKind: 'main_home' },
      { occupants: 2, maxBudget: 1300 },
      {},
    ]);
    const { rows: audit } = await pool.query(
      `SELECT agency_id, action, details FROM audit_log WHERE action = 'applicant_data.erased' ORDER BY agency_id`,
    );
    expect(audit).toEqual([
      {
        agency_id: brussels,
        action: 'applicant_data.erased',
        details: {
          reason: "asked before the visit outside the policy of the listing's region",
          policy: 'docs/applicant-data-by-region.md',
          visits: 3,
          regions: ['BE-BRU'],
          fields: { maxBudget: 2, moveInDate: 1, occupants: 2 },
        },
      },
    ]);
    // The values themselves are never written to the log.
    expect(JSON.stringify(audit)).not.toContain('1100');
  });
});
