import {
  fileCompleteness,
  RENTAL_DOCUMENT_LISTS,
  solvencyIndicator,
  type PersonCompleteness,
  type Region,
  type RentalApplicationDetail,
  type RentalApplicationListItem,
  type RentalDocumentView,
  type RentalPersonView,
  type VisitorRentalApplication,
} from '@creneau/contracts';
import type { RentalApplicationRow } from './rental-application.queries';
import type { RentalDocumentRow, RentalPersonRow } from './rental-file.queries';

// Shapes the rows of this module into the contracts' views, for the API and the workers alike.

const categoryOf = (kind: string) =>
  Object.values(RENTAL_DOCUMENT_LISTS)
    .flat()
    .find((rule) => rule.kind === kind)?.category ?? null;

export function rentalDocumentView(row: RentalDocumentRow): RentalDocumentView {
  return {
    id: row.id,
    personId: row.personId,
    kind: row.kind,
    category: categoryOf(row.kind),
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    pages: row.pages,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

export function rentalPeopleViews(people: RentalPersonRow[], documents: RentalDocumentRow[]): RentalPersonView[] {
  return people.map(({ fileId: _fileId, ...person }) => ({
    ...person,
    monthlyIncomeCents: person.monthlyIncomeCents === null ? null : Number(person.monthlyIncomeCents),
    documents: documents.filter((document) => document.personId === person.id).map(rentalDocumentView),
  }));
}

export function rentalCompleteness(
  region: Region,
  people: RentalPersonRow[],
  documents: RentalDocumentRow[],
): PersonCompleteness[] {
  return fileCompleteness(
    region,
    people.map((person) => ({
      id: person.id,
      role: person.role,
      professionalSituation: person.professionalSituation,
      monthlyIncomeCents: person.monthlyIncomeCents,
      organisationType: person.organisationType,
      documentKinds: documents.filter((document) => document.personId === person.id).map((document) => document.kind),
    })),
  );
}

const listingOf = (row: RentalApplicationRow) => ({
  id: row.listingId,
  reference: row.reference,
  title: row.title,
  city: row.city,
  region: row.region,
  rentCents: row.rentCents === null ? null : Number(row.rentCents),
});

export function visitorApplicationView(
  row: RentalApplicationRow,
  people: RentalPersonRow[],
  documents: RentalDocumentRow[],
): VisitorRentalApplication {
  return {
    id: row.id,
    candidateId: row.candidateId,
    listing: listingOf(row),
    agencyName: row.agencyName,
    status: row.status,
    refusalReason: row.refusalReason,
    requestedKinds: row.requestedKinds,
    completeness: rentalCompleteness(row.region, people, documents),
    createdAt: row.createdAt.toISOString(),
  };
}

export function applicationListItem(
  row: RentalApplicationRow,
  allPeople: RentalPersonRow[],
  allDocuments: RentalDocumentRow[],
): RentalApplicationListItem {
  const people = allPeople.filter((person) => person.fileId === row.fileId);
  const documents = allDocuments.filter((document) => document.fileId === row.fileId);
  const completeness = rentalCompleteness(row.region, people, documents);
  const main = people.find((person) => person.role === 'tenant');
  return {
    id: row.id,
    candidateId: row.candidateId,
    listing: listingOf(row),
    applicant: { firstName: main?.firstName ?? null, lastName: main?.lastName ?? null },
    status: row.status,
    refusalReason: row.refusalReason,
    complete: completeness.every((person) => person.complete),
    missingCount: completeness.reduce((sum, person) => sum + person.missing.length, 0),
    solvency: solvencyIndicator(
      row.rentCents === null ? null : Number(row.rentCents),
      people.map((person) => ({
        ...person,
        monthlyIncomeCents: person.monthlyIncomeCents === null ? null : Number(person.monthlyIncomeCents),
      })),
      row.region,
    ),
    documentCount: row.documentCount,
    lastDocumentAt: row.lastDocumentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function applicationDetail(
  row: RentalApplicationRow,
  people: RentalPersonRow[],
  documents: RentalDocumentRow[],
): RentalApplicationDetail {
  return {
    ...applicationListItem(row, people, documents),
    people: rentalPeopleViews(people, documents),
    completeness: rentalCompleteness(row.region, people, documents),
    requestedKinds: row.requestedKinds,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
