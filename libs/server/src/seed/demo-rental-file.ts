import type { Client } from 'pg';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { candidateForApplication } from '../candidates/rental-application-candidate.writer';
import type { Queryable } from '../database/queryable';
import { storeRentalDocument } from '../rental-files/document-store';
import { recordRentalDocument } from '../rental-files/rental-document.writer';
import { addPerson, ensureRentalFile } from '../rental-files/rental-file.queries';
import { insertApplication } from '../rental-files/rental-application.queries';
import { validateDocumentUpload } from '../rental-files/upload-validation';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_VISITOR } from './demo-data';

/** The demo listing the demo visitor applies to: the Paris agency's flat to let she booked a visit of. */
const DEMO_APPLICATION = { agencySlug: 'agence-du-marais', transaction: 'rent' } as const;

/** The demo documents: a kind of décret n° 2015-1437's list and the words drawn on its page. */
const DEMO_DOCUMENTS = [
  {
    kind: 'identity_card',
    name: 'carte-identite.jpg',
    title: 'Carte nationale d’identité',
    lines: ['LEROY Camille', 'Exemple de démonstration'],
  },
  {
    kind: 'employment_contract',
    name: 'contrat-de-travail.jpg',
    title: 'Contrat de travail (CDI)',
    lines: ['Cadre, depuis 2019', 'Exemple de démonstration'],
  },
  {
    kind: 'payslips',
    name: 'bulletins-de-salaire.jpg',
    title: 'Bulletins de salaire',
    lines: ['Net à payer : 3 450 €', 'Exemple de démonstration'],
  },
] as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small page (A4 proportions, 620 × 877) with a title and a few lines: enough for the watermarked viewer. */
async function demoPage(title: string, lines: readonly string[]): Promise<Buffer> {
  const text = lines
    .map((line, index) => `<text x="48" y="${200 + index * 44}" font-size="26">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="877">
    <rect width="100%" height="100%" fill="#fbfaf7"/>
    <rect x="24" y="24" width="572" height="829" fill="none" stroke="#c8c3b8" stroke-width="2"/>
    <g font-family="sans-serif" fill="#222"><text x="48" y="120" font-size="34" font-weight="bold">${escapeXml(title)}</text>${text}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The seed's bare client as a transaction's manager, for the writers that insist on running in one. */
function managerOf(client: Client): EntityManager {
  return {
    query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows,
    queryRunner: { isTransactionActive: true },
  } as unknown as EntityManager;
}

/**
 * The demo visitor's rental file (issue 21), so that /visits/rental-file and the agency's applications are
 * lived in: Camille as main tenant (permanent job, declared income) with three documents, Visale as
 * guarantor, and one application to the Paris agency's flat to let. Through the domain's writers, as the
 * API does; documents are stored first, then recorded. Idempotent: a file with people is left alone.
 */
export async function insertDemoRentalFile(client: Client, storage: FileStorage): Promise<boolean> {
  const manager = managerOf(client);
  const queryable: Queryable = manager;
  const { rows: users } = await client.query<{ id: string; phone: string | null }>(
    `SELECT id, phone FROM users WHERE email = $1 AND auth_type = 'visitor'`,
    [DEMO_VISITOR.email],
  );
  const { rows: listings } = await client.query<{ id: string; agencyId: string }>(
    `SELECT l.id, l.agency_id AS "agencyId" FROM listings l JOIN agencies a ON a.id = l.agency_id
      WHERE a.slug = $1 AND l.transaction = $2 AND l.status = 'active' ORDER BY l.reference LIMIT 1`,
    [DEMO_APPLICATION.agencySlug, DEMO_APPLICATION.transaction],
  );
  if (users.length === 0 || listings.length === 0) return false;
  const [user] = users;
  const [listing] = listings;
  const pages = await Promise.all(DEMO_DOCUMENTS.map((document) => demoPage(document.title, document.lines)));
  const validated = await Promise.all(
    DEMO_DOCUMENTS.map((document, index) =>
      validateDocumentUpload({ data: pages[index], originalName: document.name }),
    ),
  );
  await client.query('BEGIN');
  try {
    const file = await ensureRentalFile(queryable, user.id);
    const { rows: people } = await client.query('SELECT 1 FROM rental_file_people WHERE file_id = $1 LIMIT 1', [
      file.id,
    ]);
    if (people.length > 0) {
      await client.query('ROLLBACK');
      return false;
    }
    const tenantId = await addPerson(queryable, file.id, {
      role: 'tenant',
      firstName: DEMO_VISITOR.firstName,
      lastName: DEMO_VISITOR.lastName,
      professionalSituation: 'permanent_employee',
      monthlyIncomeCents: 345_000,
      currency: 'EUR',
    });
    await addPerson(queryable, file.id, {
      role: 'organisation_guarantor',
      organisationType: 'visale',
      organisationName: 'Visale (Action Logement)',
    });
    for (const [index, document] of DEMO_DOCUMENTS.entries()) {
      const { storageKey } = await storeRentalDocument(storage, user.id, validated[index]);
      await recordRentalDocument(
        manager,
        { fileId: file.id, personId: tenantId, kind: document.kind, storageKey },
        validated[index],
      );
    }
    const candidateId = await candidateForApplication(queryable, listing.agencyId, listing.id, {
      userId: user.id,
      email: DEMO_VISITOR.email,
      firstName: DEMO_VISITOR.firstName,
      lastName: DEMO_VISITOR.lastName,
      phone: user.phone,
      language: 'fr',
    });
    await insertApplication(queryable, {
      fileId: file.id,
      candidateId,
      agencyId: listing.agencyId,
      listingId: listing.id,
    });
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
