import { seedDemo } from '../../../libs/server/src/seed';
import { databaseHarness } from '../../support/database';

/** The demo's candidates screen is lived in: requests in several statuses, each with its history, seeded once. */
describe('demo candidates', () => {
  const harness = databaseHarness(2);

  it('walks candidates of each agency through several statuses with their history, once', async () => {
    const now = new Date();
    await seedDemo(harness.db.url, now);
    const count = () =>
      harness.db.pool.query<{ slug: string; statuses: number[]; moves: number; manual: number; widget: number }>(
        `SELECT a.slug, array_agg(DISTINCT c.status ORDER BY c.status) AS statuses,
                (SELECT count(*)::int FROM candidate_events e WHERE e.agency_id = a.id AND e.kind = 'status_changed') AS moves,
                count(*) FILTER (WHERE c.source = 'manual' AND c.listing_id IS NULL)::int AS manual,
                count(*) FILTER (WHERE c.source = 'widget')::int AS widget
           FROM agencies a JOIN candidates c ON c.agency_id = a.id GROUP BY a.id ORDER BY a.slug`,
      );
    const first = (await count()).rows;
    await seedDemo(harness.db.url, now);
    const second = (await count()).rows;

    expect(first.length).toBeGreaterThanOrEqual(2);
    for (const agency of first) {
      expect(agency.statuses).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5, 7]));
      // 15 moves walked through the statuses, and the request the rules put on the waiting list.
      expect(agency.moves).toBe(16);
      expect([agency.manual, agency.widget]).toEqual([1, 1]);
    }
    expect(second).toEqual(first);
  });
});
