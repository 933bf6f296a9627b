import { CAPTCHA_ACTIONS, type BookedVisit } from '@creneau/contracts';
import { bareQueries, type Queryable } from '@creneau/server';
import { Body, Controller, Headers, Inject, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { loadBookingContext } from '../agenda/booking-context';
import { notFound } from '../common/api-error';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { CaptchaService } from '../identity/abuse/captcha.service';
import { RateLimiter } from '../identity/abuse/rate-limiter.service';
import { Public } from '../common/auth.decorators';
import { bookingLimits } from './booking-limits';
import { BookingService, replayOf, withE164Phone, type BookingRequest } from './booking.service';
import { PublicBookVisitDto } from './dto/book-visit.dto';
import { idempotencyKeyOf } from './idempotency-key.util';
import { loadBookedVisit } from './visit-view';
import { Responds } from '../openapi/responds.decorator';
import { candidateOrigin } from './booking-origin';

@ApiTags('public')
@Public()
@Controller('public/listings')
export class PublicVisitsController {
  private readonly limits: ReturnType<typeof bookingLimits>;
  /** The listing's context is read straight on the pool: the first statement of every booking. */
  private readonly queries: Queryable;

  constructor(
    private readonly dataSource: DataSource,
    private readonly booking: BookingService,
    private readonly limiter: RateLimiter,
    private readonly captcha: CaptchaService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.limits = bookingLimits(config);
    this.queries = bareQueries(dataSource);
  }

  @Post(':id/visits')
  @ApiOperation({
    summary: 'Book a visit of a published listing; the same Idempotency-Key and body answer the same visit',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true })
  @Responds('BookedVisit')
  async book(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PublicBookVisitDto,
    @Req() req: Request,
    @Headers('idempotency-key') key?: string,
  ): Promise<BookedVisit> {
    const idempotencyKey = idempotencyKeyOf(key, true);
    const { captchaToken, origin, ...dto } = body;
    const found = await loadBookingContext(this.queries, id, { published: true }, idempotencyKey);
    if (!found) throw notFound('Listing');
    const request = {
      context: found.context,
      dto: withE164Phone(dto, found.context),
      source: 'public' as const,
      idempotencyKey,
      candidate: candidateOrigin(origin),
    };
    // A retry of a booking that went through is answered first: it spends no quota and needs no captcha.
    const visitId = replayOf(request, found.earlier);
    if (visitId) return loadBookedVisit(this.dataSource.manager, visitId);
    return this.checkedBooking(request, captchaToken, req);
  }

  private async checkedBooking(request: BookingRequest, captchaToken: string | undefined, req: Request) {
    const perIp = [this.limits.perIp, req.ip ?? 'unknown'] as const;
    const { email, phone } = request.dto.contact;
    // Only the means of contact given: a Brussels visitor may give one of the two.
    const perContact = [
      ...(email ? [[this.limits.perEmail, email] as const] : []),
      ...(phone ? [[this.limits.perPhone, phone] as const] : []),
    ];
    if (this.captcha.enabled) {
      // A failed captcha spends the address's quota but not the contact's: nobody locks out someone
      // else's e-mail or phone by failing captchas in their name.
      await this.limiter.hit(...perIp);
      await this.captcha.check(captchaToken, req.ip ?? null, CAPTCHA_ACTIONS.bookVisit);
      await this.limiter.hitAll(perContact);
    } else {
      await this.limiter.hitAll([perIp, ...perContact]);
    }
    try {
      return await this.booking.book(request);
    } catch (error) {
      // Only bookings that went through spend a contact's quota: otherwise ten bad requests in someone's
      // name (a slot in the past, one just taken) would block their own booking for an hour.
      await this.limiter.refund(perContact);
      throw error;
    }
  }
}
