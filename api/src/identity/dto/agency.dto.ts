import { LANGUAGES, PUBLIC_SLUG, type Language } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsWrittenPhone } from '../../common/phone.util';
import { IsDotAtomEmail } from '../../common/person-fields';

export class UpdateAgencyDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 200) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) street?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^[0-9]{4,5}$/) postalCode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsWrittenPhone() phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsEmail() @IsDotAtomEmail() @MaxLength(254) email?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true })
  @MaxLength(500)
  logoUrl?: string;
  @ApiPropertyOptional({ example: '#1f4e79' }) @IsOptional() @Matches(/^#[0-9a-fA-F]{6}$/) brandColor?: string;
  @ApiPropertyOptional({ description: 'France: 9 digits' }) @IsOptional() @Matches(/^[0-9]{9}$/) siren?: string;
  @ApiPropertyOptional({ description: 'France: 14 digits' }) @IsOptional() @Matches(/^[0-9]{14}$/) siret?: string;
  @ApiPropertyOptional({ description: 'France: carte professionnelle' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  professionalCardNumber?: string;
  @ApiPropertyOptional({ description: 'Belgium: 10 digits starting with 0 or 1' })
  @IsOptional()
  @Matches(/^[01][0-9]{9}$/)
  bceNumber?: string;
  @ApiPropertyOptional({ description: 'Belgium: IPI/BIV number' })
  @IsOptional()
  @Matches(/^[0-9]{5,7}$/)
  ipiNumber?: string;
  @ApiPropertyOptional({
    description:
      'Its own SMS sender: an E.164 number or a Twilio Messaging Service SID (both take replies), or a name of 11 characters at most (takes none: texts then offer the link only). See docs/sms-sender.md',
    example: '+33757001122',
  })
  @IsOptional()
  @Matches(/^(\+[1-9][0-9]{6,14}|MG[0-9a-f]{32}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/)
  smsSender?: string | null;
  @ApiPropertyOptional({ description: 'Sites allowed to embed the booking widget, as origins (https://www.agence.fr)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(/^https?:\/\/[a-z0-9.-]+(:[0-9]{2,5})?$/i, { each: true })
  widgetAllowedOrigins?: string[];

  @ApiPropertyOptional({ description: 'Local part of the personalised address given to listing portals' })
  @IsOptional()
  @Matches(/^[a-z0-9]+([.-][a-z0-9]+)*$/)
  @MaxLength(64)
  inboundLocalPart?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(LANGUAGES, { each: true })
  languages?: Language[];

  @ApiPropertyOptional({ description: 'Local time of the confirmation request, the evening before', example: '18:00' })
  @IsOptional()
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
  confirmationRequestTime?: string;

  @ApiPropertyOptional({
    description: 'Start of the local hours without SMS to visitors (unless it answers what they did)',
    example: '21:00',
  })
  @IsOptional()
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
  visitorQuietStart?: string;

  @ApiPropertyOptional({ description: 'End of the local hours without SMS to visitors', example: '08:00' })
  @IsOptional()
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
  visitorQuietEnd?: string;

  @ApiPropertyOptional({ description: 'Minutes before the visit the reminder is sent', example: 120 })
  @IsOptional()
  @IsInt()
  @Min(15)
  @Max(1440)
  reminderLeadMinutes?: number;

  @ApiPropertyOptional({ description: 'Minutes before the visit an unconfirmed one is overdue', example: 180 })
  @IsOptional()
  @IsInt()
  @Min(30)
  @Max(2880)
  confirmationDeadlineMinutes?: number;

  @ApiPropertyOptional({ description: 'Give the slot of an overdue unconfirmed visit back to the calendar' })
  @IsOptional()
  @IsBoolean()
  releaseUnconfirmed?: boolean;

  @ApiPropertyOptional({
    description: 'Least travel time kept between visits at two different listings, in minutes',
    example: 15,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(120)
  travelMinMinutes?: number;

  @ApiPropertyOptional({
    description: 'Countries (ISO 3166 codes) SMS may go to besides the agency’s own; its own only when empty',
    example: ['LU'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @Matches(/^[A-Z]{2}$/, { each: true })
  smsCountries?: string[];
}

export class CreateAgencyDto extends UpdateAgencyDto {
  @ApiProperty() @IsString() @Length(1, 200) declare name: string;
  @ApiProperty() @Matches(PUBLIC_SLUG) @MaxLength(80) slug: string;
  @ApiProperty({ enum: ['FR', 'BE'] }) @IsIn(['FR', 'BE']) country: 'FR' | 'BE';
}
