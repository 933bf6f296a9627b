import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Pool } from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A real one-page PDF with text, as a bank or an employer sends one. */
export async function payslipPdf(text = 'Bulletin de salaire'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 760, size: 20, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** A hand-written PDF of one page with extra catalog or trailer entries (encrypted, scripted). */
export function rawPdf({ extra = '', trailer = '' } = {}): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n` +
      `trailer << /Root 1 0 R /Size 4 ${trailer} >>\n%%EOF\n`,
    'latin1',
  );
}

/** A listing to let of the agency, with its rent and charges in euros. */
export async function rentListing(pool: Pool, agencyId: string, rent = 800, charges = 100): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO listings (agency_id, reference, transaction, property_type, rent, charges, country, postal_code, city)
     VALUES ($1, 'RF-' || substr(md5(random()::text), 1, 6), 'rent', 'studio', $2, $3, 'FR', '75011', 'Paris') RETURNING id`,
    [agencyId, rent, charges],
  );
  return rows[0].id;
}

/** An action link's token stored as the workers store it (hashed), for a test to use. */
export async function actionToken(
  pool: Pool,
  applicationId: string,
  userId: string,
  action: string,
  expiresIn = '1 hour',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO rental_file_action_tokens (token_hash, application_id, action, user_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5::interval)`,
    [createHash('sha256').update(token).digest(), applicationId, action, userId, expiresIn],
  );
  return token;
}

/** Every file under a directory (the local storage), relative names. */
export function storedFiles(root: string): string[] {
  const walk = (dir: string): string[] => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  };
  return walk(root).map((path) => path.slice(root.length + 1));
}
