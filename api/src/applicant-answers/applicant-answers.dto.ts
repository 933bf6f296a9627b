import { APPLICANT_QUESTIONS as Q } from '@creneau/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every question of the catalogue (APPLICANT_QUESTIONS), typed and bounded. Which of them a request may
 * carry is not the DTO's to say: the listing's region and the stage decide (checkedAnswers), so a
 * question asked too early is refused by name with FIELD_NOT_ALLOWED.
 */
export class ApplicantAnswersDto {
  @ApiPropertyOptional() @IsOptional() @Matches(DATE) moveInDate?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(Q.occupants.min) @Max(Q.occupants.max) occupants?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(Q.maxBudget.min) @Max(Q.maxBudget.max) maxBudget?: number;
  @ApiPropertyOptional() @IsOptional() @IsIn(Q.projectKind.options) projectKind?: string;
  @ApiPropertyOptional() @IsOptional() @IsIn(Q.purchaseHorizon.options) purchaseHorizon?: string;
  @ApiPropertyOptional({ description: 'Net monthly resources of the household, or their estimate' })
  @IsOptional()
  @IsInt()
  @Min(Q.monthlyResources.min)
  @Max(Q.monthlyResources.max)
  monthlyResources?: number;

  @ApiPropertyOptional() @IsOptional() @IsIn(Q.guarantor.options) guarantor?: string;
  @ApiPropertyOptional() @IsOptional() @IsIn(Q.civilStatus.options) civilStatus?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(DATE) dateOfBirth?: string;
}
