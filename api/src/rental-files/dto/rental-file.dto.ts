import {
  GUARANTOR_ORGANISATIONS,
  INCOME_CURRENCIES,
  PROFESSIONAL_SITUATIONS,
  REFUSAL_REASONS,
  REGIONS,
  RENTAL_PERSON_ROLES,
  type GuarantorOrganisation,
  type IncomeCurrency,
  type ProfessionalSituation,
  type RefusalReason,
  type Region,
  type RentalPersonRole,
} from '@creneau/contracts';
import { MAX_DOCUMENT_BYTES } from '@creneau/server';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

// A kind is checked against the region's list by the service (DOCUMENT_KIND_NOT_ALLOWED says why);
// here only its shape, so that an unknown kind gets the legal answer, not a validation error.
const KIND = /^[a-z_]{2,60}$/;

export class RentalPersonUpdateDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string | null;

  @ApiPropertyOptional({ enum: GUARANTOR_ORGANISATIONS, nullable: true, description: 'Organisation guarantors only' })
  @IsOptional()
  @IsIn(GUARANTOR_ORGANISATIONS)
  organisationType?: GuarantorOrganisation | null;

  @ApiPropertyOptional({ nullable: true, description: 'Organisation guarantors only' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organisationName?: string | null;

  @ApiPropertyOptional({ enum: PROFESSIONAL_SITUATIONS, nullable: true })
  @IsOptional()
  @IsIn(PROFESSIONAL_SITUATIONS)
  professionalSituation?: ProfessionalSituation | null;

  @ApiPropertyOptional({ nullable: true, description: 'Declared monthly net income, in cents of `currency`' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000_000_000)
  monthlyIncomeCents?: number | null;

  @ApiPropertyOptional({ enum: INCOME_CURRENCIES, default: 'EUR' })
  @IsOptional()
  @IsIn(INCOME_CURRENCIES)
  currency?: IncomeCurrency;
}

export class RentalPersonDto extends RentalPersonUpdateDto {
  @ApiProperty({ enum: RENTAL_PERSON_ROLES })
  @IsIn(RENTAL_PERSON_ROLES)
  role: RentalPersonRole;
}

export class RentalDocumentFieldsDto {
  @ApiProperty({ description: 'A kind of the region’s list (contracts: RENTAL_DOCUMENT_LISTS)' })
  @Matches(KIND)
  kind: string;

  @ApiPropertyOptional({ enum: REGIONS, description: 'The region whose list applies; FR by default' })
  @IsOptional()
  @IsIn(REGIONS)
  region?: Region;
}

export class RentalUploadDto extends RentalDocumentFieldsDto {
  @ApiProperty()
  @IsUUID()
  personId: string;

  @ApiProperty({ description: 'The file name on the phone (sanitised by the server)' })
  @IsString()
  @MinLength(1)
  @MaxLength(300)
  name: string;

  @ApiProperty({ maximum: MAX_DOCUMENT_BYTES })
  @IsInt()
  @Min(1)
  @Max(MAX_DOCUMENT_BYTES)
  totalBytes: number;
}

export class RentalApplicationDto {
  @ApiProperty()
  @IsUUID()
  listingId: string;
}

export const RENTAL_DECISIONS = ['accept', 'refuse', 'ask_documents'] as const;

export class RentalDecisionDto {
  @ApiProperty({ enum: RENTAL_DECISIONS })
  @IsIn(RENTAL_DECISIONS)
  decision: (typeof RENTAL_DECISIONS)[number];

  @ApiPropertyOptional({ enum: REFUSAL_REASONS, description: 'Required with refuse' })
  @IsOptional()
  @IsIn(REFUSAL_REASONS)
  refusalReason?: RefusalReason;

  @ApiPropertyOptional({ type: [String], description: 'Required with ask_documents: kinds of the region’s list' })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(40)
  @ArrayUnique()
  @Matches(KIND, { each: true })
  @Type(() => String)
  kinds?: string[];
}

export class RentalFileActionDto {
  @ApiPropertyOptional({ enum: REFUSAL_REASONS, description: 'Required by the refuse link' })
  @IsOptional()
  @IsIn(REFUSAL_REASONS)
  refusalReason?: RefusalReason;

  @ApiPropertyOptional({ type: [String], description: 'Required by the ask_documents link' })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(40)
  @ArrayUnique()
  @Matches(KIND, { each: true })
  kinds?: string[];
}

export class RentalSettingsDto {
  @ApiProperty({ description: 'Visitors may share their file before visiting the listing' })
  @IsBoolean()
  applicationsBeforeVisit: boolean;
}
