import {
  AGENT_CANDIDATE_STATUSES,
  LANGUAGES,
  REFUSAL_REASONS,
  type CandidateStatus,
  type Language,
  type RefusalReason,
} from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsEmail,
  IsIn,
  IsOptional,
  IsUUID,
  MaxLength,
  ValidateNested,
  IsNotEmptyObject,
} from 'class-validator';
import { IsWrittenPhone } from '../../common/phone.util';
import { IsDotAtomEmail, IsPersonName } from '../../common/person-fields';
import { BookingOriginDto } from '../../visits/dto/booking-origin.dto';

/** The most candidates one bulk change moves: a page of the list at its largest. */
export const BULK_MAX = 200;

export class CandidateStatusDto {
  @ApiProperty({ enum: AGENT_CANDIDATE_STATUSES, description: 'LOADING (6) is the system’s own' })
  @IsIn(AGENT_CANDIDATE_STATUSES)
  status: CandidateStatus;

  // A reason goes with a refusal (KO) only: given with another status it is refused (400); a refusal
  // without one is the transitions' 409 CANDIDATE_REFUSAL_REASON_REQUIRED.
  @ApiPropertyOptional({ enum: REFUSAL_REASONS, description: 'Required with status 2 (KO), and only then' })
  @IsOptional()
  @IsIn(REFUSAL_REASONS)
  refusalReason?: RefusalReason | null;
}

export class CandidateBulkStatusDto extends CandidateStatusDto {
  @ApiProperty({ type: [String] })
  @ArrayMinSize(1)
  @ArrayMaxSize(BULK_MAX)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  ids: string[];
}

export class CandidateMergeDto {
  @ApiProperty({ description: 'The candidate merged into this one (it ends merged)' })
  @IsUUID()
  from: string;
}

export class ManualCandidateDto {
  @ApiProperty() @IsPersonName() firstName: string;
  @ApiProperty() @IsPersonName() lastName: string;
  @ApiPropertyOptional() @IsOptional() @IsEmail() @IsDotAtomEmail() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ example: '+33 6 12 34 56 78' }) @IsOptional() @IsWrittenPhone() phone?: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;
  @ApiPropertyOptional({ description: 'Null or absent: a request to the agency with no listing' })
  @IsOptional()
  @IsUUID()
  listingId?: string | null;

  @ApiPropertyOptional({ type: BookingOriginDto, description: 'The campaign or referrer, where the agent knows it' })
  @IsOptional()
  @IsNotEmptyObject()
  @ValidateNested()
  @Type(() => BookingOriginDto)
  sourceDetail?: BookingOriginDto;
}
