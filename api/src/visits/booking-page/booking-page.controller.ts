import { weekStartsOn, type BookingPage } from '@creneau/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { Public } from '../../common/auth.decorators';
import { loadBookingPage, resolveSlug } from './booking-page.query';
import { Responds } from '../../openapi/responds.decorator';

const SLUG = /^[A-Za-z0-9-]{1,80}$/;

@ApiTags('public')
@Public()
@Controller('public/book')
export class BookingPageController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':slug')
  @ApiOperation({
    summary: 'What /book/{slug} shows: a listing id, else the one agent or agency holding the public slug',
  })
  @ApiQuery({ name: 'lang', required: false, description: 'fr, nl or en: sets weekStartsOn' })
  @Responds('BookingPage')
  async get(@Param('slug') slug: string, @Query('lang') lang?: string): Promise<BookingPage> {
    const target = SLUG.test(slug) ? await resolveSlug(this.dataSource.manager, slug) : null;
    if (!target) throw new ApiError(404, 'BOOKING_PAGE_NOT_FOUND', 'No booking page has this address');
    return loadBookingPage(this.dataSource.manager, target, weekStartsOn(lang));
  }
}
