import type { Client } from 'pg';
import {
  agencyHasStatusHistory,
  seedCandidateMoves,
  untouchedCandidateIds,
  type SeededMove,
} from '../candidates/seeded-candidate.writer';
import { recordVerdict } from '../candidates/candidate-verdict.writer';
import { upsertCandidate } from '../candidates/candidate.writer';
import type { Queryable } from '../database/queryable';

// What an agent finds on the candidates screen of `npm start`: requests in every status an agent uses,
// each with the history that led there, and two typed in by hand (a phone call about no listing in
// particular, a widget request with the agency's site as its origin).
const WALKS: SeededMove[][] = [
  [{ to: 7, daysAgo: 6 }],
  [
    { to: 7, daysAgo: 9 },
    { to: 5, daysAgo: 4 },
  ],
  [
    { to: 7, daysAgo: 12 },
    { to: 5, daysAgo: 8 },
    { to: 3, daysAgo: 3 },
  ],
  [
    { to: 7, daysAgo: 13 },
    { to: 5, daysAgo: 9 },
    { to: 4, daysAgo: 2 },
  ],
  [
    { to: 7, daysAgo: 14 },
    { to: 4, daysAgo: 6 },
    { to: 1, daysAgo: 1 },
  ],
  [
    { to: 7, daysAgo: 10 },
    { to: 2, reason: 'tooManyPeople', daysAgo: 5 },
  ],
  [{ to: 2, reason: 'propertyUnavailable', daysAgo: 2 }],
];

function queryableOf(client: Client): Queryable {
  return { query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows } as Queryable;
}

/** Idempotent: an agency whose candidates were already walked keeps them as they are. */
export async function insertDemoCandidates(client: Client, agencySlugs: readonly string[]): Promise<void> {
  const manager = queryableOf(client);
  for (const slug of agencySlugs) {
    const { rows } = await client.query<{ agencyId: string; adminId: string; listingId: string | null }>(
      `SELECT a.id AS "agencyId", u.id AS "adminId",
              (SELECT l.id FROM listings l WHERE l.agency_id = a.id AND l.status = 'active' ORDER BY l.reference LIMIT 1)
                AS "listingId"
         FROM agencies a JOIN users u ON u.agency_id = a.id AND u.role = 'agency_admin'
        WHERE a.slug = $1 ORDER BY u.created_at LIMIT 1`,
      [slug],
    );
    if (rows.length === 0) continue;
    const [{ agencyId, adminId, listingId }] = rows;
    if (await agencyHasStatusHistory(manager, agencyId)) continue;
    const ids = await untouchedCandidateIds(manager, agencyId, WALKS.length);
    if (ids.length < WALKS.length) continue;
    for (const [index, id] of ids.entries()) await seedCandidateMoves(manager, id, adminId, WALKS[index]);
    await upsertCandidate(
      manager,
      agencyId,
      { firstName: 'Nadia', lastName: 'Appel', email: `nadia.appel@${slug}.example`, phone: null, language: 'fr' },
      true,
      { listingId: null, source: 'manual', actor: adminId },
    );
    await upsertCandidate(
      manager,
      agencyId,
      { firstName: 'Jonas', lastName: 'Widget', email: `jonas.widget@${slug}.example`, phone: null, language: 'nl' },
      false,
      { listingId, source: 'widget', sourceDetail: { origin: `https://www.${slug}.example` } },
    );
    if (listingId) await insertJudgedRequests(manager, agencyId, listingId, slug);
  }
}

/**
 * What the prequalification rules did with two requests: one on the waiting list (moving in before the
 * home is free), one politely declined (a budget below the rent), each with the answers they gave.
 */
async function insertJudgedRequests(manager: Queryable, agencyId: string, listingId: string, slug: string) {
  const waiting = await upsertCandidate(
    manager,
    agencyId,
    { firstName: 'Inès', lastName: 'Attente', email: `ines.attente@${slug}.example`, phone: null, language: 'fr' },
    false,
    { listingId, source: 'booking_page' },
  );
  await recordVerdict(
    manager,
    waiting,
    {
      verdict: 'wait',
      reasons: [
        { rule: 'moveInBeforeAvailability', values: { moveInDate: '2026-12-01', availableFrom: '2027-01-15' } },
      ],
    },
    { moveInDate: '2026-12-01', occupants: 2 },
  );
  await seedCandidateMoves(manager, waiting, 'system', [{ to: 5, daysAgo: 1 }]);
  const declined = await upsertCandidate(
    manager,
    agencyId,
    { firstName: 'Marc', lastName: 'Budget', email: `marc.budget@${slug}.example`, phone: null, language: 'fr' },
    false,
    { listingId, source: 'booking_page' },
  );
  await recordVerdict(
    manager,
    declined,
    { verdict: 'decline', reasons: [{ rule: 'budgetBelowRent', values: { budget: 600, amount: 1250 } }] },
    { maxBudget: 600, occupants: 1 },
  );
}
