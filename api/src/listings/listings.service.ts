import { ListingEntity, ListingPhotoEntity, UserEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { idsFilter, type ListQuery } from '../common/simple-rest/list-query';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';
import type { CreateListingDto, UpdateListingDto } from './dto/listing.dto';
import { toListingView, type ListingView } from './listing-view';

const SORT_COLUMNS: Record<string, string> = {
  reference: 'l.reference',
  updatedAt: 'l.updated_at',
  createdAt: 'l.created_at',
  price: 'COALESCE(l.price, l.rent)',
  city: 'l.city',
  status: 'l.status',
  surface: 'l.surface',
};
export const LISTING_SORTABLE = Object.keys(SORT_COLUMNS);
const EQUALITY_FILTERS: Record<string, string> = {
  status: 'status',
  transaction: 'transaction',
  agentId: 'agent_id',
  propertyType: 'property_type',
};

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

@Injectable()
export class ListingsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ListingEntity) private readonly listings: Repository<ListingEntity>,
    @InjectRepository(ListingPhotoEntity) private readonly photos: Repository<ListingPhotoEntity>,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<{ rows: ListingView[]; total: number }> {
    const qb = this.listings
      .createQueryBuilder('l')
      .orderBy(SORT_COLUMNS[query.sortField], query.sortOrder, 'NULLS LAST')
      .addOrderBy('l.id');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('l.agency_id = :agencyId', scope);
    for (const [filter, column] of Object.entries(EQUALITY_FILTERS)) {
      const value = query.filter[filter];
      if (typeof value === 'string') qb.andWhere(`l.${column} = :${filter}`, { [filter]: value });
      else if (Array.isArray(value)) qb.andWhere(`l.${column} IN (:...${filter})`, { [filter]: value.map(String) });
    }
    const ids = idsFilter(query.filter);
    if (ids) qb.andWhere('l.id IN (:...ids)', { ids: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] });
    if (typeof query.filter.q === 'string' && query.filter.q.trim()) {
      // Prefix search on every word: "mar 750" finds "Marais" in 75004.
      const words = query.filter.q
        .trim()
        .split(/\s+/)
        .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''))
        .filter(Boolean);
      if (words.length > 0)
        qb.andWhere(`l.search @@ to_tsquery('simple', :tsquery)`, { tsquery: words.map((w) => `${w}:*`).join(' & ') });
    }
    const [rows, total] = await qb.offset(query.offset).limit(query.limit).getManyAndCount();
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
          country: agency[0]?.country ?? 'FR',
          ...dto,
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
      await this.listings.update(listing.id, { ...dto });
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
