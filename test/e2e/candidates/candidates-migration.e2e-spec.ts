import { CandidatesPerListing1795690000000 as CandidatesPerListing } from '../../../migrations/1795690000000-CandidatesPerListing';
import { CreateCandidateCardsView1795890000001 as CreateCandidateCardsView } from '../../../migrations/1795890000001-CreateCandidateCardsView';
import { databaseHarness } from '../../support/database';
import { createAgency, createUser } from '../../support/factories';
import { insertListing } from '../back-office/back-office-fixtures';

/** The migration that makes a candidate one request per listing (issue 20), on rows as they were before. */
describe('the candidates-per-listing migration', () => {
  const harness = databaseHarness(2);
  const query = (sql: string, values: unknown[] = []) => harness.db.pool.query(sql, values);

  it('splits a person per listing of their visits, repoints visits and answers, and keeps the unvisited', async () => {
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    const first = await insertListing(harness.db.pool, agency.id, agent.id);
    const second = await insertListing(harness.db.pool, agency.id, agent.id);
    const runner = harness.dataSource.createQueryRunner();
    // Undone out of order on a database migrated to the end: the later view on candidates goes first.
    await new CreateCandidateCardsView().down(runner);
    await new CandidatesPerListing().down(runner);

    const person = (
      await query(
        `INSERT INTO candidates (agency_id, email, first_name, last_name, phone)
         VALUES ($1, 'split@example.test', 'Léa', 'Split', '+33612345678') RETURNING id`,
        [agency.id],
      )
    ).rows[0].id as string;
    const unvisited = (
      await query(
        `INSERT INTO candidates (agency_id, email, first_name, last_name, phone)
         VALUES ($1, NULL, 'Tom', 'Phone', '+32470123456') RETURNING id`,
        [agency.id],
      )
    ).rows[0].id as string;
    const visitOn = async (listingId: string, hours: number, source: string) => {
      const slot = (
        await query(
          `INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
           VALUES ($1, $2, $3, now() + make_interval(hours => $4), now() + make_interval(hours => $4, mins => 30),
                   now() + make_interval(hours => $4, mins => 30), 1, 1) RETURNING id`,
          [agency.id, agent.id, listingId, hours],
        )
      ).rows[0].id;
      return (
        await query(
          `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
           SELECT agency_id, id, agent_id, listing_id, $2, starts_at, ends_at, $3 FROM visit_slots WHERE id = $1
           RETURNING id`,
          [slot, person, source],
        )
      ).rows[0].id as string;
    };
    const onFirst = await visitOn(first, 24, 'public');
    const onSecond = await visitOn(second, 48, 'back_office');
    await query(
      `INSERT INTO applicant_answers (agency_id, candidate_id, listing_id, visit_id, stage, region)
       VALUES ($1, $2, $3, $4, 'application', 'FR')`,
      [agency.id, person, second, onSecond],
    );

    await new CandidatesPerListing().up(runner);
    await runner.release();

    const rows = (
      await query(
        `SELECT c.id, c.listing_id, c.source, c.status, c.email::text,
                (SELECT array_agg(v.id) FROM visits v WHERE v.candidate_id = c.id) AS visits,
                (SELECT count(*)::int FROM applicant_answers a WHERE a.candidate_id = c.id) AS answers,
                (SELECT array_agg(kind) FROM candidate_events e WHERE e.candidate_id = c.id) AS history
           FROM candidates c WHERE c.agency_id = $1 ORDER BY c.created_at, c.email NULLS LAST`,
        [agency.id],
      )
    ).rows;
    const byListing = (listingId: string | null) => rows.find((row) => row.listing_id === listingId);
    expect(rows).toHaveLength(3);
    expect(byListing(first)).toMatchObject({ id: person, source: 'booking_page', status: 0, visits: [onFirst] });
    expect(byListing(second)).toMatchObject({
      email: 'split@example.test',
      source: 'manual',
      visits: [onSecond],
      answers: 1,
      history: ['created'],
    });
    expect(byListing(null)).toMatchObject({ id: unvisited, visits: null, history: ['created'] });
    // The new keys hold: the same person on the same listing is refused a second row.
    await expect(
      query(
        `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, phone)
         VALUES ($1, $2, 'SPLIT@example.test', 'L', 'S', '+33600000000')`,
        [agency.id, first],
      ),
    ).rejects.toThrow(/candidates_listing_email_unique/);
    await expect(
      query(
        `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, phone)
         VALUES ($1, NULL, NULL, 'T', 'P', '+32470123456')`,
        [agency.id],
      ),
    ).rejects.toThrow(/candidates_listing_phone_unique/);
  });
});
