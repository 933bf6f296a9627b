import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LocalDiskStorage } from '@creneau/server';
import { ApplyRetentionHandler } from '../../../workers/src/maintenance/apply-retention.handler';
import { databaseHarness } from '../../support/database';
import { createAgency, createUser } from '../../support/factories';
import { rentListing, storedFiles } from './rental-file-fixtures';

// Rental files at their limits: a refused application 3 months after the decision (once its notice went
// out), a file inactive for the configured time. What is short of its limit stays, files and rows alike.
describe('rental file retention', () => {
  const harness = databaseHarness(2);
  const storageDir = mkdtempSync(join(tmpdir(), 'rental-retention-'));
  const config = { RENTAL_FILE_INACTIVE_MONTHS: 24 };
  const run = () =>
    new ApplyRetentionHandler(
      harness.dataSource,
      config as never,
      { info: jest.fn() } as never,
      new LocalDiskStorage(storageDir),
    ).handle();
  const one = async (sql: string, values: unknown[]) => (await harness.db.pool.query(sql, values)).rows[0].id as string;

  async function fileWithDocument(lastActivity: string) {
    const user = await createUser(harness.db.pool, { authType: 'visitor' });
    const file = await one(
      `INSERT INTO rental_files (user_id, last_activity_at) VALUES ($1, ${lastActivity}) RETURNING id`,
      [user.id],
    );
    const person = await one(
      `INSERT INTO rental_file_people (file_id, role, position, first_name) VALUES ($1, 'tenant', 0, 'A') RETURNING id`,
      [file],
    );
    const key = `rental-files/${user.id}/${file}.pdf`;
    mkdirSync(dirname(join(storageDir, key)), { recursive: true });
    writeFileSync(join(storageDir, key), '%PDF-1.7');
    await harness.db.pool.query(
      `INSERT INTO rental_file_documents (file_id, person_id, kind, storage_key, name, sha256, size, mime_type, pages)
       VALUES ($1, $2, 'payslips', $3, 'p.pdf', repeat('0', 64), 8, 'application/pdf', 1)`,
      [file, person, key],
    );
    return { user, file, key };
  }

  async function application(
    file: string,
    agencyId: string,
    status: number,
    decided: string | null,
    notice: string | null,
  ) {
    const listingId = await rentListing(harness.db.pool, agencyId);
    const candidate = await one(
      `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, status, refusal_reason)
       VALUES ($1, $2, gen_random_uuid() || '@example.test', 'A', 'B', $3::smallint, CASE WHEN $3::smallint = 2 THEN 'other' END) RETURNING id`,
      [agencyId, listingId, status],
    );
    return one(
      `INSERT INTO rental_file_applications (file_id, candidate_id, agency_id, listing_id, decided_at, deletion_notice_at)
       VALUES ($1, $2, $3, $4, ${decided ?? 'NULL'}, ${notice ?? 'NULL'}) RETURNING id`,
      [file, candidate, agencyId, listingId],
    );
  }

  it('deletes refused applications 3 months after the decision once told, inactive files, and nothing else', async () => {
    const agency = await createAgency(harness.db.pool);
    const active = await fileWithDocument('now()');
    const inactive = await fileWithDocument(`now() - interval '25 months'`);
    const stillActive = await fileWithDocument(`now() - interval '23 months'`);
    const past = await application(
      active.file,
      agency.id,
      2,
      `now() - interval '3 months 1 day'`,
      `now() - interval '15 days'`,
    );
    const untold = await application(active.file, agency.id, 2, `now() - interval '3 months 1 day'`, null);
    const recent = await application(active.file, agency.id, 2, `now() - interval '2 months'`, null);
    const accepted = await application(active.file, agency.id, 1, `now() - interval '6 months'`, null);

    await run();

    const left = (await harness.db.pool.query('SELECT id FROM rental_file_applications')).rows.map((row) => row.id);
    expect(left.sort()).toEqual([untold, recent, accepted].sort());
    expect(left).not.toContain(past);
    const files = (await harness.db.pool.query('SELECT id FROM rental_files')).rows.map((row) => row.id);
    expect(files.sort()).toEqual([active.file, stillActive.file].sort());
    const stored = storedFiles(storageDir);
    expect(stored).toContain(active.key);
    expect(stored).toContain(stillActive.key);
    expect(stored).not.toContain(inactive.key);
    const notices = await harness.db.pool.query(
      `SELECT recipient FROM messages WHERE purpose = 'rental_file_deletion'`,
    );
    expect(notices.rows.map((row) => row.recipient)).toEqual([active.user.email]);

    // A second run deletes the told application 3 months on only; nothing more goes now.
    await run();
    expect((await harness.db.pool.query('SELECT count(*)::int AS n FROM rental_file_applications')).rows[0].n).toBe(3);
    expect(
      (await harness.db.pool.query(`SELECT count(*)::int AS n FROM messages WHERE purpose = 'rental_file_deletion'`))
        .rows[0].n,
    ).toBe(1);
  });
});
