import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The spec's weekly working-hours entry; times are local "HH:MM" in the agency's time zone. */
export class WorkingDayDto {
  @ApiProperty({ description: '0 = Sunday … 6 = Saturday' }) @IsInt() @Min(0) @Max(6) weekDay: number;
  @ApiProperty() @IsBoolean() worked: boolean;
  @ApiProperty({ example: '09:00' }) @Matches(CLOCK) workStartHour: string;
  @ApiProperty({ example: '19:00' }) @Matches(CLOCK) workEndHour: string;
  @ApiProperty({ example: '12:00' }) @Matches(CLOCK) lunchBreakStartHour: string;
  @ApiProperty({ example: '13:00' }) @Matches(CLOCK) lunchBreakEndHour: string;
  @ApiProperty() @IsBoolean() lunchBreakEnabled: boolean;
}

export class WorkingHoursDto {
  @ApiProperty({ type: [WorkingDayDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(7)
  @ValidateNested({ each: true })
  @Type(() => WorkingDayDto)
  days: WorkingDayDto[];
}
