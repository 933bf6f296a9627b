import { LANGUAGES, type Language } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ApplicantAnswersDto } from '../../applicant-answers/applicant-answers.dto';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsInstant } from '../../common/instant.util';
import { IsWrittenPhone } from '../../common/phone.util';
import { IsDotAtomEmail, IsPersonName } from '../../common/person-fields';
import { BookingOriginDto } from './booking-origin.dto';

export class ContactDto {
  @ApiProperty() @IsPersonName() firstName: string;
  @ApiProperty() @IsPersonName() lastName: string;
  // Which of e-mail and phone are required depends on the listing's region (missingContact): both in
  // France, one of the applicant's choice in Belgium.
  @ApiPropertyOptional() @IsOptional() @IsEmail() @IsDotAtomEmail() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ example: '+33 6 12 34 56 78' }) @IsOptional() @IsWrittenPhone() phone?: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

export class BookVisitDto {
  @ApiProperty({ description: 'A start offered by availability: UTC (Z) or with the agency offset' })
  @IsInstant()
  startsAt: string;

  @ApiProperty({ type: ContactDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ContactDto)
  contact: ContactDto;

  @ApiPropertyOptional({ type: ApplicantAnswersDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ApplicantAnswersDto)
  answers?: ApplicantAnswersDto;
}

/** The public form also carries a reCAPTCHA token when the server asks for one; it is not part of the booking. */
export class PublicBookVisitDto extends BookVisitDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(4000) captchaToken?: string;

  @ApiPropertyOptional({ type: BookingOriginDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BookingOriginDto)
  origin?: BookingOriginDto;

  /** The token of a waiting-list offer's link: its candidate books the freed slot despite the waiting list. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) offer?: string;
}

export class BackOfficeBookVisitDto extends BookVisitDto {
  @ApiProperty() @IsUUID() listingId: string;
}
