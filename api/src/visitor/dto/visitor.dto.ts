import type { DeleteMyDataRequest } from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';

export class VisitorCancelDto {
  // Free text of the visitor for the agent; control characters (CR/LF) would reach e-mail headers.
  @ApiPropertyOptional() @IsOptional() @Length(1, 500) @Matches(/^[^\p{Cc}]+$/u) reason?: string;
}

export class VisitorMessagesQueryDto {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10_000) page?: number;
  @ApiPropertyOptional({ default: 10 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) perPage?: number;
}

export class DeleteMyDataDto implements DeleteMyDataRequest {
  @ApiProperty({ description: 'The account e-mail, typed again' }) @IsString() @MaxLength(254) confirmEmail: string;
}
