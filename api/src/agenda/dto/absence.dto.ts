import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches, MaxLength } from 'class-validator';

export class CreateAbsenceDto {
  @ApiProperty({ example: '2027-03-01T00:00:00+01:00' }) @IsISO8601({ strict: true }) startsAt: string;
  @ApiProperty({ example: '2027-03-08T00:00:00+01:00' }) @IsISO8601({ strict: true }) endsAt: string;
  @ApiPropertyOptional() @IsOptional() @MaxLength(200) @Matches(/^[^\p{Cc}]*$/u) reason?: string;
}
