import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class VisitSummaryQueryDto {
  @ApiPropertyOptional({ description: "One agent's figures; the whole agency's without it" })
  @IsOptional()
  @IsUUID()
  agentId?: string;

  @ApiPropertyOptional({ description: "One listing's figures (no-show rate per listing)" })
  @IsOptional()
  @IsUUID()
  listingId?: string;
}
