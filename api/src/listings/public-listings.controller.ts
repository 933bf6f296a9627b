import { ListingEntity, ListingPhotoEntity } from '@creneau/server';
import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource, In } from 'typeorm';
import { notFound } from '../common/api-error';
import { Public } from '../common/auth.decorators';
import { toPhotoView } from './listing-view';
import { toPublicListing, type PublicListing } from './public-listing';
import { Responds } from '../openapi/responds.decorator';

const PUBLISHED = ['active', 'under_offer'] as const;

@ApiTags('public')
@Public()
@Controller('public/listings')
export class PublicListingsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  @ApiOperation({ summary: 'The listing card and page data of a published listing, address per its precision' })
  @Responds('PublicListing')
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<PublicListing> {
    const listing = await this.dataSource.manager.findOneBy(ListingEntity, { id, status: In([...PUBLISHED]) });
    if (!listing) throw notFound('Listing');
    const [photos, [agency], [agent]] = await Promise.all([
      this.dataSource.manager.findBy(ListingPhotoEntity, { listingId: id }),
      this.dataSource.query('SELECT name, slug FROM agencies WHERE id = $1 AND active', [listing.agencyId]),
      this.dataSource.query(
        `SELECT public_slug AS slug, first_name AS "firstName" FROM users WHERE id = $1 AND active`,
        [listing.agentId],
      ),
    ]);
    if (!agency) throw notFound('Listing');
    const views = photos.sort((a, b) => a.position - b.position).map(toPhotoView);
    return toPublicListing(listing, views, agency, agent ?? null);
  }
}
