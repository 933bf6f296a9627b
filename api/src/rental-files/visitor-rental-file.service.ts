import {
  fileRegion,
  MAX_RENTAL_FILE_PEOPLE,
  type Region,
  type RentalFileView,
  type RentalPersonInput,
  type RentalPersonView,
  type VisitorRentalApplication,
} from '@creneau/contracts';
import {
  addPerson,
  applicationInScope,
  applicationsBeforeVisit,
  applicationsOfFile,
  candidateForApplication,
  countPeople,
  deletePerson,
  deleteRentalDocument,
  documentOfFile,
  ensureRentalFile,
  lastVisitedRegion,
  setRentalFileRegion,
  hasVisitedListing,
  insertApplication,
  listingForApplication,
  ownedCandidateIds,
  personOfFile,
  rentalCompleteness,
  rentalFileContents,
  rentalPeopleViews,
  touchRentalFile,
  updatePerson,
  UserEntity,
  visitorApplicationView,
  type DossierFacileClient,
  type RentalFileRow,
  type RentalPersonRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../common/actor';
import { ApiError, notFound } from '../common/api-error';
import { AuditService } from '../identity/masquerade/audit.service';
import { DOSSIER_FACILE_CLIENT } from './dossier-facile/dossier-facile-client.token';
import { RentalFileUpdatesPublisher } from './rental-file-updates.publisher';

/** The signed-in visitor's own rental file: every lookup is scoped by their account, another id is 404. */
@Injectable()
export class VisitorRentalFileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly updates: RentalFileUpdatesPublisher,
    @Inject(DOSSIER_FACILE_CLIENT) private readonly dossierFacile: DossierFacileClient | null,
  ) {}

  file(actor: Actor): Promise<RentalFileRow> {
    return ensureRentalFile(this.dataSource.manager, actor.userId);
  }

  /** The file with completeness for a listing's region (`listingId`), a region, or the file's own. */
  async view(actor: Actor, target: { listingId?: string; region?: Region } = {}): Promise<RentalFileView> {
    const file = await this.file(actor);
    const region = target.listingId
      ? await this.regionOfListing(target.listingId)
      : (target.region ?? (await this.regionOfFile(actor, file)));
    const { people, documents } = await rentalFileContents(this.dataSource.manager, file);
    return {
      id: file.id,
      people: rentalPeopleViews(people, documents),
      region,
      chosenRegion: file.region,
      dossierFacileImport: this.dossierFacile !== null,
      completeness: rentalCompleteness(region, people, documents),
      createdAt: file.createdAt.toISOString(),
      updatedAt: file.updatedAt.toISOString(),
    };
  }

  async person(actor: Actor, personId: string): Promise<RentalPersonRow> {
    const file = await this.file(actor);
    const person = await personOfFile(this.dataSource.manager, file.id, personId);
    if (!person) throw notFound('Person');
    return person;
  }

  async addPerson(actor: Actor, input: RentalPersonInput): Promise<RentalPersonView> {
    this.checkPersonFields(input.role, input);
    const file = await this.file(actor);
    const id = await this.dataSource.transaction(async (manager) => {
      // Locks the file: two phones adding at once cannot pass the limit together.
      await manager.query('SELECT id FROM rental_files WHERE id = $1 FOR UPDATE', [file.id]);
      if ((await countPeople(manager, file.id)) >= MAX_RENTAL_FILE_PEOPLE) {
        throw new ApiError(409, 'CONFLICT', `A file holds at most ${MAX_RENTAL_FILE_PEOPLE} people`);
      }
      const added = await addPerson(manager, file.id, input);
      await touchRentalFile(manager, file.id);
      return added;
    });
    await this.updates.fileChanged(file.id);
    return this.personView(actor, id);
  }

  async updatePerson(actor: Actor, personId: string, input: Partial<RentalPersonInput>): Promise<RentalPersonView> {
    const person = await this.person(actor, personId);
    this.checkPersonFields(person.role, input);
    await this.dataSource.transaction(async (manager) => {
      await updatePerson(manager, person, input);
      await touchRentalFile(manager, person.fileId);
    });
    await this.updates.fileChanged(person.fileId);
    return this.personView(actor, personId);
  }

  async deletePerson(actor: Actor, personId: string): Promise<void> {
    const person = await this.person(actor, personId);
    await this.dataSource.transaction(async (manager) => {
      await deletePerson(manager, person.id);
      await touchRentalFile(manager, person.fileId);
      await this.audit.record(manager, actor, 'rental_file.person_deleted', null, { personId });
    });
    await this.updates.fileChanged(person.fileId);
  }

  async personView(actor: Actor, personId: string): Promise<RentalPersonView> {
    const view = await this.view(actor);
    const person = view.people.find((each) => each.id === personId);
    if (!person) throw notFound('Person');
    return person;
  }

  async deleteDocument(actor: Actor, documentId: string): Promise<void> {
    const file = await this.file(actor);
    const document = await documentOfFile(this.dataSource.manager, file.id, documentId);
    if (!document) throw notFound('Document');
    await this.dataSource.transaction(async (manager) => {
      await deleteRentalDocument(manager, document.id);
      await touchRentalFile(manager, file.id);
      await this.audit.record(manager, actor, 'rental_file.document_deleted', null, {
        documentId,
        kind: document.kind,
      });
    });
    await this.updates.fileChanged(file.id);
  }

  async applications(actor: Actor): Promise<VisitorRentalApplication[]> {
    const file = await this.file(actor);
    const { people, documents } = await rentalFileContents(this.dataSource.manager, file);
    const rows = await applicationsOfFile(this.dataSource.manager, file.id);
    return rows.map((row) => visitorApplicationView(row, people, documents));
  }

  /**
   * Shares the file with the listing's agency: the application is the visitor's candidate for that
   * listing (their booking's, or a new one). After a visit only, unless the agency accepts files before.
   */
  async apply(actor: Actor, listingId: string): Promise<VisitorRentalApplication> {
    const manager = this.dataSource.manager;
    const listing = await listingForApplication(manager, listingId);
    if (!listing) throw notFound('Listing');
    const user = await manager.findOneBy(UserEntity, { id: actor.userId });
    if (!user?.emailVerifiedAt) throw new ApiError(403, 'FORBIDDEN', 'Confirm your e-mail address before applying');
    const visited = await hasVisitedListing(manager, await ownedCandidateIds(manager, actor.userId), listingId);
    if (!visited && !(await applicationsBeforeVisit(manager, listing.agencyId))) {
      throw new ApiError(409, 'APPLICATION_NEEDS_VISIT', 'This agency reviews files after the visit');
    }
    const file = await this.file(actor);
    const id = await this.dataSource.transaction(async (tx: EntityManager) => {
      const candidateId = await candidateForApplication(tx, listing.agencyId, listingId, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        language: user.language,
      });
      const applicationId = await insertApplication(tx, {
        fileId: file.id,
        candidateId,
        agencyId: listing.agencyId,
        listingId,
      });
      await touchRentalFile(tx, file.id);
      await this.audit.record(tx, actor, 'rental_file.shared', listing.agencyId, { applicationId, listingId });
      return applicationId;
    });
    const row = await applicationInScope(manager, id, { fileId: file.id });
    if (!row) throw notFound('Application');
    const { people, documents } = await rentalFileContents(manager, file);
    return visitorApplicationView(row, people, documents);
  }

  /** Sets where the visitor looks for a home: completeness then follows that region's list. */
  async setRegion(actor: Actor, region: Region | null): Promise<RentalFileView> {
    const file = await this.file(actor);
    await setRentalFileRegion(this.dataSource.manager, file.id, region);
    await this.updates.fileChanged(file.id);
    return this.view(actor);
  }

  private async regionOfFile(actor: Actor, file: RentalFileRow): Promise<Region> {
    if (file.region) return file.region;
    const manager = this.dataSource.manager;
    const user = await manager.findOneBy(UserEntity, { id: actor.userId });
    const lastVisited = await lastVisitedRegion(manager, await ownedCandidateIds(manager, actor.userId));
    return fileRegion({ chosen: null, lastVisited, language: user?.language ?? null });
  }

  private async regionOfListing(listingId: string): Promise<Region> {
    const listing = await listingForApplication(this.dataSource.manager, listingId);
    if (!listing) throw notFound('Listing');
    return listing.region;
  }

  /** An organisation has a kind and a name, a person a name, a situation and an income: never the other's. */
  private checkPersonFields(role: RentalPersonRow['role'], input: Partial<RentalPersonInput>): void {
    const organisation = role === 'organisation_guarantor';
    const wrong = organisation
      ? (['firstName', 'lastName', 'professionalSituation', 'monthlyIncomeCents'] as const).filter(
          (field) => input[field] !== undefined && input[field] !== null,
        )
      : (['organisationType', 'organisationName'] as const).filter(
          (field) => input[field] !== undefined && input[field] !== null,
        );
    if (wrong.length > 0) {
      throw new ApiError(400, 'VALIDATION_FAILED', `Not for this role: ${wrong.join(', ')}`, {
        fields: wrong.map((field) => ({ field, constraints: ['notForRole'] })),
      });
    }
  }
}
