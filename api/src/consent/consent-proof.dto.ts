import {
  CONSENT_SERVICE_IDS,
  CONSENT_TEXT_VARIANTS,
  type ConsentProofRequest,
  type ConsentServiceId,
} from '@creneau/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsUUID, Matches } from 'class-validator';

const TEXT_VERSION = new RegExp(`^\\d{4}-\\d{2}-\\d{2}:(${CONSENT_TEXT_VARIANTS.join('|')})$`);

export class ConsentProofDto implements ConsentProofRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;

  @ApiProperty({ enum: CONSENT_SERVICE_IDS, isArray: true })
  @IsArray()
  @ArrayMaxSize(CONSENT_SERVICE_IDS.length)
  @IsIn(CONSENT_SERVICE_IDS, { each: true })
  choices: ConsentServiceId[];

  @ApiProperty({ example: '2026-11-26:analytics' })
  @Matches(TEXT_VERSION)
  textVersion: string;
}
