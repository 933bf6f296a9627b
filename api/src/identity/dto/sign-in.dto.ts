import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ example: 'agent@example.fr' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @MaxLength(200)
  password: string;

  @ApiProperty({ enum: ['pro', 'visits'], description: 'pro: realtors and ops; visits: visitors' })
  @IsIn(['pro', 'visits'])
  area: 'pro' | 'visits';

  @ApiPropertyOptional({ description: 'reCAPTCHA token, required when the server has a secret configured' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  captchaToken?: string;
}
