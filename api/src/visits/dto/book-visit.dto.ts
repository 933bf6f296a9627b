import { LANGUAGES, type Language } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsInstant } from '../../common/instant.util';

// Names end up in e-mail and SMS headers: control characters (CR/LF) would inject headers.
const PRINTABLE = /^[^\p{Cc}]+$/u;
export const PHONE = /^\+?[0-9][0-9 .-]{5,20}$/;

export class ContactDto {
  @ApiProperty() @Length(1, 80) @Matches(PRINTABLE) firstName: string;
  @ApiProperty() @Length(1, 80) @Matches(PRINTABLE) lastName: string;
  @ApiProperty() @IsEmail() @MaxLength(254) email: string;
  @ApiProperty({ example: '+33 6 12 34 56 78' }) @Matches(PHONE) phone: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

/** The default prequalification of both transactions; the service keeps those of the listing's. */
export class AnswersDto {
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) moveInDate?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(20) occupants?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100_000_000) maxBudget?: number;
  @ApiPropertyOptional() @IsOptional() @IsIn(['main_home', 'second_home', 'investment']) projectKind?: string;
  @ApiPropertyOptional() @IsOptional() @IsIn(['now', 'three_months', 'six_months', 'later']) purchaseHorizon?: string;
}

export class BookVisitDto {
  @ApiProperty({ description: 'A start offered by availability: UTC (Z) or with the agency offset' })
  @IsInstant()
  startsAt: string;

  @ApiProperty({ type: ContactDto }) @IsDefined() @ValidateNested() @Type(() => ContactDto) contact: ContactDto;

  @ApiPropertyOptional({ type: AnswersDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => AnswersDto)
  answers?: AnswersDto;
}

/** The public form also carries a reCAPTCHA token when the server asks for one; it is not part of the booking. */
export class PublicBookVisitDto extends BookVisitDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(4000) captchaToken?: string;
}

export class BackOfficeBookVisitDto extends BookVisitDto {
  @ApiProperty() @IsUUID() listingId: string;
}
