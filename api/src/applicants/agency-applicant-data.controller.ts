import { regionOf, type AgencyApplicantData, type ListingApplicantData } from '@creneau/contracts';
import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { Responds } from '../openapi/responds.decorator';

const SHOWN = 200;

type Row = Omit<ListingApplicantData, 'region'> & { country: 'FR' | 'BE'; total: number };

/** Which applicant-data policy applies to each listing of an agency: what its settings page shows. */
@ApiTags('agencies')
@Allow('realtor', 'ops')
@Controller('agencies')
export class AgencyApplicantDataController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id/applicant-data')
  @Responds('AgencyApplicantData')
  @ApiOperation({ summary: 'The region of each listing of the agency, whose policy says what may be asked, and when' })
  async list(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<AgencyApplicantData> {
    const scope = agencyScope(actor);
    if ('agencyId' in scope && scope.agencyId !== id) throw notFound('Agency');
    const rows = await this.dataSource.query<Row[]>(
      `SELECT l.id AS "listingId", l.reference, l.title, l.transaction, l.postal_code AS "postalCode", l.city,
              l.country, count(*) OVER ()::int AS total
         FROM listings l
        WHERE l.agency_id = $1 AND l.status <> 'archived'
        ORDER BY l.reference LIMIT ${SHOWN}`,
      [id],
    );
    if (rows.length === 0) {
      const [agency] = await this.dataSource.query<unknown[]>('SELECT 1 FROM agencies WHERE id = $1', [id]);
      if (!agency) throw notFound('Agency');
    }
    return {
      total: rows[0]?.total ?? 0,
      listings: rows.map(({ country, total: _total, ...listing }) => ({
        ...listing,
        region: regionOf({ country, postalCode: listing.postalCode }),
      })),
    };
  }
}
