import type { ListingCard } from '@creneau/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error';
import { Public } from '../common/auth.decorators';
import { photoUrls } from '../media/photo-sizes';
import { RespondsArray } from '../openapi/responds.decorator';

interface CardRow extends Omit<ListingCard, 'cover' | 'amount'> {
  amount: string | null;
  surface: number | null;
  coverKey: string | null;
}

// Published listings only, cover = the first photo; the city is shown whatever the address precision.
const CARDS = `
  SELECT l.id, l.transaction, l.property_type AS "propertyType", l.title, l.currency,
         CASE WHEN l.transaction = 'rent' THEN l.rent ELSE l.price END AS amount,
         l.surface::float AS surface, l.rooms, l.bedrooms, l.city, l.country, l.status,
         (SELECT p.storage_key FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.position LIMIT 1) AS "coverKey"
    FROM listings l JOIN agencies a ON a.id = l.agency_id AND a.active
   WHERE l.status IN ('active', 'under_offer') AND %WHERE%
   ORDER BY l.status, l.updated_at DESC
   LIMIT 200`;

function toCard({ coverKey, amount, ...row }: CardRow): ListingCard {
  const urls = coverKey ? photoUrls('listing-photos', coverKey) : null;
  return {
    ...row,
    amount: amount === null ? null : Number(amount),
    cover: urls && { thumb: urls.thumb, medium: urls.medium },
  };
}

@ApiTags('public')
@Public()
@Controller('public')
export class PublicListingCardsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('agencies/:slug/listings')
  @ApiOperation({ summary: "An agency's published listings, as cards" })
  @RespondsArray('ListingCard')
  async ofAgency(@Param('slug') slug: string): Promise<ListingCard[]> {
    const [agency] = await this.dataSource.query('SELECT id FROM agencies WHERE slug = $1 AND active', [slug]);
    if (!agency) throw notFound('Agency');
    const rows: CardRow[] = await this.dataSource.query(CARDS.replace('%WHERE%', 'l.agency_id = $1'), [agency.id]);
    return rows.map(toCard);
  }

  @Get('agents/:slug/listings')
  @ApiOperation({ summary: "An agent's published listings, as cards" })
  @RespondsArray('ListingCard')
  async ofAgent(@Param('slug') slug: string): Promise<ListingCard[]> {
    const [agent] = await this.dataSource.query(
      `SELECT id FROM users WHERE public_slug = $1 AND active AND auth_type = 'realtor'`,
      [slug],
    );
    if (!agent) throw notFound('Agent');
    const rows: CardRow[] = await this.dataSource.query(CARDS.replace('%WHERE%', 'l.agent_id = $1'), [agent.id]);
    return rows.map(toCard);
  }
}
