import { LANGUAGES, type Language } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsWrittenPhone } from '../../common/phone.util';
import { IsPersonName } from '../../common/person-fields';

export class UpdateMeDto {
  @ApiPropertyOptional() @IsOptional() @IsPersonName() firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsPersonName() lastName?: string;
  @ApiPropertyOptional() @IsOptional() @IsWrittenPhone() phone?: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

export class ChangePasswordDto {
  @ApiPropertyOptional({ description: 'Required when the account already has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ApiProperty() @IsString() @MaxLength(200) newPassword: string;
}
