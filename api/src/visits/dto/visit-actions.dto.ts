import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Length, Matches } from 'class-validator';
import { IsInstant } from '../../common/instant.util';

export class CancelVisitDto {
  @ApiProperty() @Length(1, 500) @Matches(/^[^\p{Cc}]+$/u) reason: string;
}

export class RescheduleVisitDto {
  @ApiProperty() @IsInstant() startsAt: string;
}

export class VisitOutcomeDto {
  @ApiProperty({ enum: ['done', 'no_show'] }) @IsIn(['done', 'no_show']) outcome: 'done' | 'no_show';
}
