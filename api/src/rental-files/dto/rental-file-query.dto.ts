import { REGIONS, type Region } from '@creneau/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

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
