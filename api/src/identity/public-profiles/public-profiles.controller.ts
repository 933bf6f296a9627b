import type { PublicAgencyProfile, PublicAgent, PublicAgentProfile } from '@creneau/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/api-error';
import { Public } from '../../common/auth.decorators';
import { Responds } from '../../openapi/responds.decorator';

const AGENCY_FIELDS = `a.name, a.slug, a.country, a.time_zone AS "timeZone", a.street, a.postal_code AS "postalCode", a.city,
  a.phone, a.email, a.logo_url AS "logoUrl", a.brand_color AS "brandColor", a.languages,
  a.professional_card_number AS "professionalCardNumber", a.siren, a.bce_number AS "bceNumber", a.ipi_number AS "ipiNumber"`;
const AGENT_FIELDS = `u.public_slug AS slug, u.first_name AS "firstName", u.last_name AS "lastName", u.photo_url AS "photoUrl"`;

/** What anyone may see of an agency or an agent: no ids, no e-mail of agents, only active accounts. */
@ApiTags('public')
@Public()
@Controller('public')
export class PublicProfilesController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('agencies/:slug')
  @ApiOperation({ summary: 'Public profile of an agency with its agents' })
  @Responds('PublicAgencyProfile')
  async agency(@Param('slug') slug: string): Promise<PublicAgencyProfile> {
    const [agency] = await this.dataSource.query(
      `SELECT a.id, ${AGENCY_FIELDS} FROM agencies a WHERE a.slug = $1 AND a.active`,
      [slug],
    );
    if (!agency) throw notFound('Agency');
    const agents: PublicAgent[] = await this.dataSource.query(
      `SELECT ${AGENT_FIELDS} FROM users u WHERE u.agency_id = $1 AND u.active AND u.public_slug IS NOT NULL ORDER BY u.last_name, u.first_name`,
      [agency.id],
    );
    delete agency.id;
    return { ...agency, agents };
  }

  @Get('agents/:slug')
  @ApiOperation({ summary: 'Public profile of an agent with their agency' })
  @Responds('PublicAgentProfile')
  async agent(@Param('slug') slug: string): Promise<PublicAgentProfile> {
    const [row]: PublicAgentProfile[] = await this.dataSource.query(
      `SELECT ${AGENT_FIELDS}, u.phone, json_build_object('name', a.name, 'slug', a.slug, 'city', a.city, 'phone', a.phone,
              'logoUrl', a.logo_url, 'brandColor', a.brand_color, 'country', a.country) AS agency
         FROM users u JOIN agencies a ON a.id = u.agency_id
        WHERE u.public_slug = $1 AND u.active AND a.active AND u.auth_type = 'realtor'`,
      [slug],
    );
    if (!row) throw notFound('Agent');
    return row;
  }
}
