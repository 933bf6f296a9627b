import { AGENCY_ROLES, LANGUAGES, PUBLIC_SLUG, type AgencyRoleName, type Language } from '@creneau/contracts';
import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsWrittenPhone } from '../../common/phone.util';
import { IsDotAtomEmail, IsPersonName } from '../../common/person-fields';

export class InviteUserDto {
  @ApiProperty() @IsEmail() @IsDotAtomEmail() @MaxLength(254) email: string;
  @ApiProperty() @IsPersonName() firstName: string;
  @ApiProperty() @IsPersonName() lastName: string;
  @ApiProperty({ enum: AGENCY_ROLES }) @IsIn(AGENCY_ROLES) role: AgencyRoleName;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;
  @ApiPropertyOptional({ description: 'Ops only: the agency to invite into' })
  @IsOptional()
  @IsUUID()
  agencyId?: string;
}

export class UpdateUserDto {
  @ApiPropertyOptional() @IsOptional() @IsPersonName() firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsPersonName() lastName?: string;
  @ApiPropertyOptional() @IsOptional() @IsWrittenPhone() phone?: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;
  @ApiPropertyOptional() @IsOptional() @Matches(PUBLIC_SLUG) @MaxLength(80) publicSlug?: string;
  @ApiPropertyOptional({ enum: AGENCY_ROLES }) @IsOptional() @IsIn(AGENCY_ROLES) role?: AgencyRoleName;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
}
