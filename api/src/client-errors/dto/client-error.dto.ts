import type { ClientErrorReport } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class ClientErrorDto implements ClientErrorReport {
  @ApiProperty({ example: "Cannot read properties of undefined (reading 'slots')" })
  @IsString()
  @MaxLength(1000)
  message: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(8000)
  stack?: string;

  @ApiProperty({ example: 'https://visites.example.fr/book/claire-martin' })
  @IsString()
  @MaxLength(2000)
  url: string;

  @ApiProperty({ enum: ['render', 'unhandled'] })
  @IsIn(['render', 'unhandled'])
  kind: 'render' | 'unhandled';
}
