import { Body, Controller, Headers, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { loadListingContext } from '../agenda/booking-context';
import { notFound } from '../common/api-error';
import { Public } from '../identity/auth/auth.decorators';
import { BookingService } from './booking.service';
import { BookVisitDto } from './dto/book-visit.dto';
import { idempotencyKeyOf } from './idempotency-key.util';
import { toPublicVisitView, type PublicVisitView } from './visit-view';

@ApiTags('public')
@Public()
@Controller('public/listings')
export class PublicVisitsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly booking: BookingService,
  ) {}

  @Post(':id/visits')
  @ApiOperation({
    summary: 'Book a visit of a published listing; the same Idempotency-Key and body answer the same visit',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true })
  async book(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: BookVisitDto,
    @Headers('idempotency-key') key?: string,
  ): Promise<PublicVisitView> {
    const idempotencyKey = idempotencyKeyOf(key, true);
    const context = await loadListingContext(this.dataSource.manager, id, { published: true });
    if (!context) throw notFound('Listing');
    return toPublicVisitView(await this.booking.book(context, dto, 'public', idempotencyKey));
  }
}
