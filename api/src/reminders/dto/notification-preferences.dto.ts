import { ALERT_CHANNELS, type AlertChannel } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, Matches, ValidateNested } from 'class-validator';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export class AlertChannelsDto {
  @ApiProperty({ enum: ALERT_CHANNELS }) @IsIn(ALERT_CHANNELS) visit_booked: AlertChannel;
  @ApiProperty({ enum: ALERT_CHANNELS }) @IsIn(ALERT_CHANNELS) visit_cancelled: AlertChannel;
  @ApiProperty({ enum: ALERT_CHANNELS }) @IsIn(ALERT_CHANNELS) visit_unconfirmed: AlertChannel;
}

export class QuietHoursDto {
  @ApiProperty({ example: '21:00' }) @Matches(HH_MM) start: string;
  @ApiProperty({ example: '07:30' }) @Matches(HH_MM) end: string;
}

export class NotificationPreferencesDto {
  @ApiProperty({ type: AlertChannelsDto }) @ValidateNested() @Type(() => AlertChannelsDto) channels: AlertChannelsDto;
  @ApiPropertyOptional({ type: QuietHoursDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => QuietHoursDto)
  quietHours: QuietHoursDto | null;
}
