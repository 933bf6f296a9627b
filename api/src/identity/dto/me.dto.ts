import { LANGUAGES, type Language } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { IsWrittenPhone } from '../../common/phone.util';

export class UpdateMeDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) lastName?: string;
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
