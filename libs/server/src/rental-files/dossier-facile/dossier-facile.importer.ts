import { DocumentRefusal, type DocumentRefusalCode } from '../document-refusal';
import {
  eicarOnlyScanner,
  validateDocumentUpload,
  type MalwareScanner,
  type ValidatedDocument,
} from '../upload-validation';
import type { DossierFacileClient } from './dossier-facile.client';
import { planDossierFacileImport, type PlannedDocument, type SkippedDocument } from './dossier-facile.mapping';
import type { RentalFileImportSink } from './rental-file-import-sink';

/** A document downloaded but refused by the upload validation, as any upload would be. */
export interface RefusedDocument {
  personRef: string;
  documentId: string;
  kind: string;
  code: DocumentRefusalCode;
  message: string;
}

export interface DossierFacileImportReport {
  /** DossierFacile's id of the tenant who shared, to link the file for later updates (webhooks). */
  dossierFacileTenantId: number;
  /** Our id of each person, by their ref in the plan. */
  people: { ref: string; personId: string }[];
  imported: { personRef: string; documentId: string; kind: string }[];
  /** Not fetched: no lawful kind in our lists, declined by DossierFacile, declared missing… */
  skipped: SkippedDocument[];
  refused: RefusedDocument[];
}

type Checked = { planned: PlannedDocument } & ({ document: ValidatedDocument } | { refusal: DocumentRefusal });

/**
 * Imports a visitor's DossierFacile file: reads the profile, plans what maps onto our lists, downloads
 * each planned document and passes it through the same validation as an upload, then hands people and
 * accepted documents to the sink. Everything is fetched and checked before the sink sees anything, so a
 * DossierFacile failure midway (timeout, revoked consent) throws and writes nothing; a refused document
 * is reported, never stored.
 */
export async function importDossierFacileFile(
  client: DossierFacileClient,
  accessToken: string,
  sink: RentalFileImportSink,
  scanner: MalwareScanner = eicarOnlyScanner,
): Promise<DossierFacileImportReport> {
  const profile = await client.fetchProfile(accessToken);
  const plan = planDossierFacileImport(profile);
  const checked: Checked[] = [];
  // One document at a time: at most one 20 MB body and one decode in memory per import.
  for (const planned of plan.documents) {
    checked.push(await downloadAndCheck(client, accessToken, planned, scanner));
  }
  const people: DossierFacileImportReport['people'] = [];
  const personIds = new Map<string, string>();
  for (const person of plan.people) {
    const { personId } = await sink.addPerson(person);
    personIds.set(person.ref, personId);
    people.push({ ref: person.ref, personId });
  }
  const report: DossierFacileImportReport = {
    dossierFacileTenantId: profile.connectedTenantId,
    people,
    imported: [],
    skipped: plan.skipped,
    refused: [],
  };
  for (const entry of checked) {
    const { personRef, documentId, kind, status } = entry.planned;
    if ('refusal' in entry) {
      report.refused.push({ personRef, documentId, kind, code: entry.refusal.code, message: entry.refusal.message });
      continue;
    }
    const personId = personIds.get(personRef);
    if (personId === undefined) throw new Error(`Planned document ${documentId} names no planned person`);
    await sink.addDocument(personId, {
      kind,
      document: entry.document,
      source: { provider: 'dossierfacile', documentId, status },
    });
    report.imported.push({ personRef, documentId, kind });
  }
  return report;
}

async function downloadAndCheck(
  client: DossierFacileClient,
  accessToken: string,
  planned: PlannedDocument,
  scanner: MalwareScanner,
): Promise<Checked> {
  try {
    const data = await client.downloadDocument(planned.ref, accessToken);
    // DossierFacile serves no file name on this API: the kind names the file (the content fixes its extension).
    const document = await validateDocumentUpload({ data, originalName: `${planned.kind}.pdf` }, scanner);
    return { planned, document };
  } catch (error) {
    if (error instanceof DocumentRefusal) return { planned, refusal: error };
    throw error;
  }
}
