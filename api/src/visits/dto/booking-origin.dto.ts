import { BOOKING_CHANNELS, SOURCE_DETAIL_MAX_LENGTH, type BookingChannel } from '@creneau/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * What brought a public booking, as the booking page reads it: framed by the widget or not, reached from an
 * interest link or not, the campaign
 * of its address (utm_*), the page before it, the site embedding the widget. Recorded on the candidate
 * (source, source_detail); never part of the booking itself, so not of its Idempotency-Key hash.
 */
export class BookingOriginDto {
  @ApiPropertyOptional({ enum: BOOKING_CHANNELS })
  @IsOptional()
  @IsIn(BOOKING_CHANNELS)
  channel?: BookingChannel;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(SOURCE_DETAIL_MAX_LENGTH) campaign?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(SOURCE_DETAIL_MAX_LENGTH) medium?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(SOURCE_DETAIL_MAX_LENGTH) sourceName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(SOURCE_DETAIL_MAX_LENGTH) referrer?: string;
  @ApiPropertyOptional({ description: 'The site embedding the widget' })
  @IsOptional()
  @IsString()
  @MaxLength(SOURCE_DETAIL_MAX_LENGTH)
  origin?: string;
}
