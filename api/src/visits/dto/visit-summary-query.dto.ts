import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class VisitSummaryQueryDto {
  @ApiPropertyOptional({ description: "One agent's figures; the whole agency's without it" })
  @IsOptional()
  @IsUUID()
  agentId?: string;
}
