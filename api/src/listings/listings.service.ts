import { ListingEntity, ListingPhotoEntity, publishEvent, UserEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import type { ListQuery } from '../common/simple-rest/list-query';
import { applyListQuery } from '../common/simple-rest/list-query-builder';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import type { CreateListingDto, UpdateListingDto } from './dto/listing.dto';
import { toListingView, type ListingView } from './listing-view';
import { LISTINGS_LIST } from './listings-list';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

@Injectable()
export class ListingsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ListingEntity) private readonly listings: Repository<ListingEntity>,
    @InjectRepository(ListingPhotoEntity) private readonly photos: Repository<ListingPhotoEntity>,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<{ rows: ListingView[]; total: number }> {
    const qb = this.listings.createQueryBuilder('l');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('l.agency_id = :agencyId', scope);
    const [rows, total] = await applyListQuery(qb, query, LISTINGS_LIST).getManyAndCount();
    const photos = rows.length ? await this.photos.findBy({ listingId: In(rows.map((row) => row.id)) }) : [];
    return {
      rows: rows.map((row) =>
        toListingView(
          row,
          photos.filter((p) => p.listingId === row.id),
        ),
      ),
      total,
    };
  }

  async get(actor: Actor, id: string): Promise<ListingView> {
    const listing = await this.find(actor, id);
    return toListingView(listing, await this.photos.findBy({ listingId: listing.id }));
  }

  async find(actor: Actor, id: string, manager: EntityManager = this.dataSource.manager): Promise<ListingEntity> {
    const listing = await manager.findOneBy(ListingEntity, { id, ...agencyScope(actor) });
    if (!listing) throw notFound('Listing');
    return listing;
  }

  async create(actor: Actor, dto: CreateListingDto, agencyId = actor.agencyId): Promise<ListingView> {
    if (!agencyId)
      throw new ApiError(400, 'VALIDATION_FAILED', 'Ops create listings while masquerading as a realtor of the agency');
    await this.assertAgentOf(agencyId, dto.agentId);
    assertPriceOf(dto.transaction, dto);
    const agency = await this.dataSource.query('SELECT country FROM agencies WHERE id = $1', [agencyId]);
    try {
      const listing = await this.listings.save(
        this.listings.create({
          ...dto,
          // The DTO carries country: undefined when none was given, which a spread would let override this.
          country: dto.country ?? agency[0]?.country ?? 'FR',
          agencyId,
          agentId: dto.agentId ?? actor.userId,
          source: 0,
        }),
      );
      // Reloaded so the defaults Postgres filled in (status, visit settings…) are in the answer.
      return toListingView(await this.listings.findOneByOrFail({ id: listing.id }), []);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(409, 'REFERENCE_TAKEN', 'Another listing of the agency has this reference');
      throw error;
    }
  }

  async update(actor: Actor, id: string, dto: UpdateListingDto): Promise<ListingView> {
    const listing = await this.find(actor, id);
    await this.assertAgentOf(listing.agencyId, dto.agentId);
    assertPriceOf(dto.transaction ?? listing.transaction, { ...listing, ...dto });
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(ListingEntity).update(listing.id, { ...dto });
        // Let or sold: its waiting candidates are told and closed (CloseWaitingList), once, at the change.
        if (dto.status === 'let_or_sold' && listing.status !== 'let_or_sold') {
          await publishEvent(manager, 'listing.let_or_sold', { listingId: listing.id }, listing.agencyId);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(409, 'REFERENCE_TAKEN', 'Another listing of the agency has this reference');
      throw error;
    }
    return this.get(actor, id);
  }

  /** Archives those of the caller's listings among the ids; others' ids are ignored, never revealed. */
  async archive(actor: Actor, ids: string[]): Promise<string[]> {
    const rows: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE listings SET status = 'archived', updated_at = now()
        WHERE id = ANY($1::uuid[]) AND ($2::uuid IS NULL OR agency_id = $2) RETURNING id`,
      [ids, 'agencyId' in agencyScope(actor) ? actor.agencyId : null],
    );
    return rows[0].map((row) => row.id);
  }

  async duplicate(actor: Actor, id: string): Promise<ListingView> {
    const source = await this.find(actor, id);
    const { id: _id, createdAt: _c, updatedAt: _u, integrationId: _i, externalId: _e, ...fields } = source;
    for (let n = 2; n < 100; n += 1) {
      const reference = `${source.reference}-${n}`.slice(0, 60);
      const taken = await this.listings.existsBy({ agencyId: source.agencyId, reference });
      if (taken) continue;
      // A copy starts as a draft of the agency's own, without photos or portal links.
      const copy = await this.listings.save(
        this.listings.create({ ...fields, reference, status: 'draft', source: 0, portals: [] }),
      );
      return toListingView(await this.listings.findOneByOrFail({ id: copy.id }), []);
    }
    throw new ApiError(409, 'REFERENCE_TAKEN', 'Too many copies of this listing');
  }

  private async assertAgentOf(agencyId: string, agentId: string | undefined): Promise<void> {
    if (!agentId) return;
    const agent = await this.dataSource.manager.findOneBy(UserEntity, {
      id: agentId,
      agencyId,
      authType: 'realtor',
      active: true,
    });
    if (!agent) throw new ApiError(400, 'UNKNOWN_AGENT', 'The agent in charge must be an active agent of the agency');
  }
}

function assertPriceOf(
  transaction: string,
  fields: { rent?: number | null; price?: number | null; status?: string },
): void {
  if (fields.status === undefined || fields.status === 'draft') return;
  const missing = transaction === 'rent' ? fields.rent == null : fields.price == null;
  if (missing) {
    const field = transaction === 'rent' ? 'rent' : 'price';
    throw new ApiError(400, 'VALIDATION_FAILED', `A ${transaction} listing needs its ${field} before it is published`, {
      fields: [{ field, constraints: ['isDefined'] }],
    });
  }
}
