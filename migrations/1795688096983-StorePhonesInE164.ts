import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// readPhone() of this day (libs/contracts/src/phones/phone.ts), frozen here so the migration reads
// numbers the same way whenever it runs: overseas France dialled with the French national prefix.
const SAME_NATIONAL_PLAN: Record<string, readonly CountryCode[]> = {
  FR: ['FR', 'RE', 'YT', 'GP', 'MQ', 'GF', 'BL', 'MF', 'PM'],
  BE: ['BE'],
};
const WRITTEN_PHONE = /^\+?[0-9 ().\/-]{6,30}$/;
const BATCH = 5_000;

function e164(raw: string, country: string): string | null {
  let written = raw.trim();
  if (!WRITTEN_PHONE.test(written)) return null;
  // The old regex put overseas mobiles under +33 ("0692…" became "+33692…"): read those as dialled in France.
  const asFrench = parsePhoneNumberFromString(written);
  if (written.startsWith('+33') && asFrench && !asFrench.isValid()) written = `0${asFrench.nationalNumber}`;
  const international = written.startsWith('+') || written.startsWith('00');
  for (const region of international ? [country as CountryCode] : (SAME_NATIONAL_PLAN[country] ?? ['FR'])) {
    const parsed = parsePhoneNumberFromString(written, region);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

interface Row {
  id: string;
  phone: string;
  country: string;
  /** Candidates with a phone alone are one per phone in their agency (candidates_phone_only). */
  phoneOnlyOf: string | null;
}

// Each table with a phone, and the country its numbers were typed in: the agency's, France without one.
const TABLES = [
  { table: 'agencies', column: 'phone', country: 't.country', agencyId: 't.id', phoneOnly: 'NULL' },
  { table: 'users', column: 'phone', country: "COALESCE(a.country, 'FR')", agencyId: 't.agency_id', phoneOnly: 'NULL' },
  {
    table: 'candidates',
    column: 'phone',
    country: "COALESCE(a.country, 'FR')",
    agencyId: 't.agency_id',
    phoneOnly: 'CASE WHEN t.email IS NULL THEN t.agency_id::text END',
  },
  {
    table: 'visits',
    column: 'contact_phone',
    country: "COALESCE(a.country, 'FR')",
    agencyId: 't.agency_id',
    phoneOnly: 'NULL',
  },
] as const;

/**
 * Phones were kept as typed, checked by a loose regex: one Belgian number written two ways counted as two
 * people, and a Réunion mobile typed "0692…" became +33692…. Every stored number is rewritten in E.164,
 * read against its agency's country. A number that cannot be read stays as it was (SMS then skip it), as
 * does a phone-only candidate whose number, once rewritten, is another candidate's: merging people is a
 * decision for the agency, not for a migration. down() keeps the E.164 forms: they are valid input too.
 */
export class StorePhonesInE1641795688096983 implements MigrationInterface {
  name = 'StorePhonesInE1641795688096983';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const spec of TABLES) {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows: Row[] = await queryRunner.query(
          `SELECT t.id, t.${spec.column} AS phone, ${spec.country} AS country, ${spec.phoneOnly} AS "phoneOnlyOf"
             FROM ${spec.table} t LEFT JOIN agencies a ON a.id = ${spec.agencyId}
            WHERE t.id > $1 AND COALESCE(t.${spec.column}, '') <> ''
            ORDER BY t.id LIMIT ${BATCH}`,
          [after],
        );
        if (rows.length === 0) break;
        after = rows[rows.length - 1].id;
        for (const row of rows) await this.rewrite(queryRunner, spec, row);
      }
    }
  }

  private async rewrite(queryRunner: QueryRunner, spec: (typeof TABLES)[number], row: Row): Promise<void> {
    const number = e164(row.phone, row.country);
    if (!number || number === row.phone) return;
    if (row.phoneOnlyOf) {
      const [holder] = await queryRunner.query(
        'SELECT 1 FROM candidates WHERE agency_id = $1 AND email IS NULL AND phone = $2 AND id <> $3',
        [row.phoneOnlyOf, number, row.id],
      );
      // Rows rewritten earlier in this run are visible here: two spellings of one number keep one holder.
      if (holder) return;
    }
    await queryRunner.query(`UPDATE ${spec.table} SET ${spec.column} = $2 WHERE id = $1`, [row.id, number]);
  }

  async down(): Promise<void> {
    // E.164 numbers are what the older code accepted too: nothing to undo.
  }
}
