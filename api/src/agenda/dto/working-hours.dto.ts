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

export class WorkingDayDto {
  @ApiProperty({ description: '0 = Sunday … 6 = Saturday' }) @IsInt() @Min(0) @Max(6) weekDay: number;
  @ApiProperty() @IsBoolean() worked: boolean;
  @ApiProperty({ example: '09:00' }) @Matches(CLOCK) workStart: string;
  @ApiProperty({ example: '19:00' }) @Matches(CLOCK) workEnd: string;
  @ApiProperty() @IsBoolean() lunchEnabled: boolean;
  @ApiProperty({ example: '12:00' }) @Matches(CLOCK) lunchStart: string;
  @ApiProperty({ example: '13:00' }) @Matches(CLOCK) lunchEnd: string;
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
