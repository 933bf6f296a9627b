import { AGENCY_CANCEL_REASONS, type AgencyCancelReason } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Length, Matches, ValidateIf } from 'class-validator';
import { IsInstant } from '../../common/instant.util';

/** A preset reason (translated for the visitor), a note of the agent's own, or both: never neither. */
export class CancelVisitDto {
  @ApiPropertyOptional({ enum: AGENCY_CANCEL_REASONS })
  @IsOptional()
  @IsIn(AGENCY_CANCEL_REASONS)
  reasonCode?: AgencyCancelReason;

  @ApiPropertyOptional({ description: 'Required without reasonCode; added to it otherwise.' })
  @ValidateIf((dto: CancelVisitDto) => dto.reasonCode === undefined || dto.reason !== undefined)
  @Length(1, 500)
  @Matches(/^[^\p{Cc}]+$/u)
  reason?: string;
}

export class RescheduleVisitDto {
  @ApiProperty() @IsInstant() startsAt: string;
}

export class VisitOutcomeDto {
  @ApiProperty({ enum: ['done', 'no_show'] }) @IsIn(['done', 'no_show']) outcome: 'done' | 'no_show';
}
