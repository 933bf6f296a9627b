import { QUESTION_KEYS, TRANSACTIONS, type FormChoice, type QuestionKey, type Transaction } from '@creneau/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, ValidateIf, ValidateNested } from 'class-validator';

export class FormChoiceDto implements FormChoice {
  @ApiProperty({ enum: QUESTION_KEYS }) @IsIn(QUESTION_KEYS) key: QuestionKey;
  @ApiProperty() @IsBoolean() required: boolean;
}

/** A form's questions in the order shown; null goes back to the form it overrides (or the shipped defaults). */
export class FormQuestionsDto {
  @ApiProperty({ type: [FormChoiceDto], nullable: true })
  @ValidateIf((body: FormQuestionsDto) => body.questions !== null)
  @IsArray()
  @ArrayMaxSize(QUESTION_KEYS.length)
  @ArrayUnique((choice: FormChoiceDto) => choice?.key)
  @ValidateNested({ each: true })
  @Type(() => FormChoiceDto)
  questions: FormChoiceDto[] | null;
}

export class AgencyFormDto extends FormQuestionsDto {
  @ApiProperty({ enum: TRANSACTIONS }) @IsIn(TRANSACTIONS) transaction: Transaction;
}
