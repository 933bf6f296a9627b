import { ALERT_CHANNELS, type AlertChannel } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, Matches, ValidateNested } from 'class-validator';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export class AlertChannelsDto {
  @ApiProperty({ enum: ALERT_CHANNELS }) @IsIn(ALERT_CHANNELS) visit_booked: AlertChannel;
  @ApiProperty({ enum: ALERT_CHANNELS }) @IsIn(ALERT_CHANNELS) visit_cancelled: AlertChannel;
  @ApiProperty({ enum: ALERT_CHANNELS }) @IsIn(ALERT_CHANNELS) visit_unconfirmed: AlertChannel;
  // Added with rental files: a client that predates it keeps the default (email).
  @ApiPropertyOptional({ enum: ALERT_CHANNELS, default: 'email' })
  @IsOptional()
  @IsIn(ALERT_CHANNELS)
  documents_added?: AlertChannel;
}

export class QuietHoursDto {
  @ApiProperty({ example: '21:00' }) @Matches(HH_MM) start: string;
  @ApiProperty({ example: '07:30' }) @Matches(HH_MM) end: string;
}

// ValidateNested alone passes a missing or non-object value: each nested body says it is required (or
// not) and an object, so `{}` answers 400 with the field named instead of failing further on.
export class NotificationPreferencesDto {
  @ApiProperty({ type: AlertChannelsDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => AlertChannelsDto)
  channels: AlertChannelsDto;

  @ApiPropertyOptional({ type: QuietHoursDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => QuietHoursDto)
  quietHours: QuietHoursDto | null;
}
