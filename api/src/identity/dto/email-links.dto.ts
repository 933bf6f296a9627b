import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export class RequestMagicLinkDto {
  @ApiProperty() @IsEmail() @MaxLength(254) email: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(4000) captchaToken?: string;
}

export class RequestPasswordResetDto extends RequestMagicLinkDto {
  @ApiProperty({ enum: ['pro', 'visits'] }) @IsIn(['pro', 'visits']) area: 'pro' | 'visits';
}

export class ConsumeTokenDto {
  @ApiProperty() @IsString() @Matches(TOKEN) token: string;
}

export class SetPasswordWithTokenDto extends ConsumeTokenDto {
  @ApiProperty() @IsString() @MaxLength(200) password: string;
}
