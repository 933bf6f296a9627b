import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';

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
}
