import { REGIONS, type Region } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';

export class RentalFileQueryDto {
  @ApiPropertyOptional({ description: 'Completeness for this listing’s region' })
  @IsOptional()
  @IsUUID()
  listingId?: string;

  @ApiPropertyOptional({ enum: REGIONS })
  @IsOptional()
  @IsIn(REGIONS)
  region?: Region;
}

export class RentalFileSettingsDto {
  @ApiProperty({ enum: REGIONS, nullable: true, description: 'Where the visitor looks for a home; null: inferred' })
  @ValidateIf((_, value) => value !== null)
  @IsIn(REGIONS)
  region!: Region | null;
}
