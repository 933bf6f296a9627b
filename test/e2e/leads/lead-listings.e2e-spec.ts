import { leadListings } from '@creneau/server';
import { databaseHarness } from '../../support/database';
import { createAgency } from '../../support/factories';

/**
 * The listings of portal leads read together, matched in one statement: each lead gets its own agency's
 * listing, in its place, or null (no text to match, nothing matched, a listing no longer shown).
 */
describe('lead listings, matched together', () => {
  const harness = databaseHarness(1);

  const listing = async (agencyId: string, reference: string, status = 'active', externalId: string | null = null) => {
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `INSERT INTO listings (agency_id, reference, external_id, transaction, property_type, status, title)
       VALUES ($1, $2, $3, 'rent', 'apartment', $4, '{"fr": "Appartement"}') RETURNING id`,
      [agencyId, reference, externalId, status],
    );
    return rows[0].id;
  };

  it("answers each lead its agency's listing, in order", async () => {
    const [paris, lyon] = [await createAgency(harness.db.pool), await createAgency(harness.db.pool)];
    const parisOne = await listing(paris.id, 'REF-1');
    const parisTwo = await listing(paris.id, 'REF-2', 'under_offer', '88442211');
    const lyonOne = await listing(lyon.id, 'REF-1');
    await listing(paris.id, 'REF-3', 'archived');
    const contact = { email: 'lead@example.fr', phone: null };

    const found = await leadListings(harness.dataSource, [
      { agencyId: lyon.id, references: ['ref-1'], contact },
      { agencyId: paris.id, references: ['nothing', '88442211'], contact },
      { agencyId: paris.id, references: [], contact },
      { agencyId: paris.id, references: ['REF-3'], contact },
      { agencyId: paris.id, references: [' Ref-1 ', parisTwo], contact: { email: null, phone: '+33612345678' } },
    ]);

    expect(found.map((row) => row && { id: row.listingId, agency: row.agency.id, booked: row.booked })).toEqual([
      { id: lyonOne, agency: lyon.id, booked: false },
      { id: parisTwo, agency: paris.id, booked: false },
      null,
      null,
      // The reference named first wins.
      { id: parisOne, agency: paris.id, booked: false },
    ]);
  });
});
