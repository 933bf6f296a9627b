import { ApiProperty } from '@nestjs/swagger';
import { IsPersonName } from '../../common/person-fields';
import { IsString, Matches, MaxLength } from 'class-validator';

export class SignVoucherDto {
  @ApiProperty({ maxLength: 100 }) @IsPersonName() signerName: string;
  /** The signature drawn on the agent's phone, as a PNG data URL (at most 200 KB, 2000 pixels a side). */
  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…' })
  @IsString()
  @MaxLength(280_000)
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
  signature: string;
}
