import type { MigrationInterface, QueryRunner } from 'typeorm';

// The applicant-data policy of this day (libs/contracts/src/applicant-data/policies.ts), frozen here so
// this migration erases the same thing whenever it runs: the answers each region allowed before a visit.
const ALLOWED_BEFORE_VISIT: readonly [string, 'rent' | 'sale', readonly string[]][] = [
  ['FR', 'rent', ['moveInDate', 'occupants', 'maxBudget']],
  ['FR', 'sale', ['projectKind', 'purchaseHorizon']],
  ...['BE-BRU', 'BE-WAL', 'BE-VLG'].flatMap((region) => [
    [region, 'rent', []] as [string, 'rent', string[]],
    [region, 'sale', ['projectKind', 'purchaseHorizon']] as [string, 'sale', string[]],
  ]),
];

// regionOf() in SQL: the postcode ranges of the regions, Brussels (the strictest) when unreadable.
const REGION_OF_LISTING = `
  CASE WHEN l.country = 'FR' THEN 'FR'
       WHEN trim(coalesce(l.postal_code, '')) !~ '^[0-9]{4}$' THEN 'BE-BRU'
       WHEN trim(l.postal_code)::int BETWEEN 1300 AND 1499 OR trim(l.postal_code)::int BETWEEN 4000 AND 7999
         THEN 'BE-WAL'
       WHEN trim(l.postal_code)::int BETWEEN 1500 AND 3999 OR trim(l.postal_code)::int BETWEEN 8000 AND 9999
         THEN 'BE-VLG'
       ELSE 'BE-BRU' END`;

/**
 * The booking form asked every visitor their number of occupants and maximum budget, Brussels listings
 * included, where the Code bruxellois du Logement (art. 200ter, since 20 March 2023) allows before the
 * visit only a name and one means of contact. The answers asked outside the policy of the listing's
 * region are erased, and each agency's audit log says how many and which (never their values).
 * Nothing erased can come back: down() leaves the answers as they are.
 */
export class EraseAnswersOutsidePolicy1795675365620 implements MigrationInterface {
  name = 'EraseAnswersOutsidePolicy1795675365620';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TEMPORARY TABLE erased_answers ON COMMIT DROP AS
       SELECT v.id AS visit_id, v.agency_id, s.region, array_agg(k.key ORDER BY k.key) AS keys
         FROM visits v
         JOIN listings l ON l.id = v.listing_id
         CROSS JOIN LATERAL (SELECT ${REGION_OF_LISTING} AS region) s
         JOIN jsonb_to_recordset($1::jsonb) AS a(region text, transaction text, keys text[])
           ON a.region = s.region AND a.transaction = l.transaction
         CROSS JOIN LATERAL jsonb_object_keys(v.answers) AS k(key)
        WHERE v.answers <> '{}' AND NOT (k.key = ANY (a.keys))
        GROUP BY v.id, v.agency_id, s.region`,
      [JSON.stringify(ALLOWED_BEFORE_VISIT.map(([region, transaction, keys]) => ({ region, transaction, keys })))],
    );
    await queryRunner.query(
      `UPDATE visits v SET answers = v.answers - e.keys, updated_at = now() FROM erased_answers e WHERE v.id = e.visit_id`,
    );
    await queryRunner.query(
      `INSERT INTO audit_log (agency_id, action, details)
       SELECT e.agency_id, 'applicant_data.erased',
              jsonb_build_object(
                'reason', 'asked before the visit outside the policy of the listing''s region',
                'policy', 'docs/applicant-data-by-region.md',
                'visits', count(*),
                'regions', (SELECT jsonb_agg(DISTINCT r.region) FROM erased_answers r WHERE r.agency_id = e.agency_id),
                'fields', (SELECT jsonb_object_agg(f.key, f.n) FROM (
                             SELECT k AS key, count(*) AS n FROM erased_answers r, unnest(r.keys) k
                              WHERE r.agency_id = e.agency_id GROUP BY k) f))
         FROM erased_answers e GROUP BY e.agency_id`,
    );
  }

  async down(): Promise<void> {
    // Erased answers are gone for good, as the law wants them.
  }
}
