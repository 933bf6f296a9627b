import type { AgencyPrivacyUpdate, BreachContact, RetentionSettings } from '@creneau/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';

export class BreachContactDto implements BreachContact {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name: string;

  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone: string | null;
}

// Months, 1 to the privacy policy's 36: shorter is the agency's choice, longer would break the policy.
// SMS replies are not the agency's to set: they are filed by phone number, not by agency, so the
// operator's fixed period (FIXED_RETENTION) applies to all and a value sent here is refused.
export class RetentionDto implements Partial<RetentionSettings> {
  @IsOptional() @IsInt() @Min(1) @Max(36) visitsMonths?: number;
  @IsOptional() @IsInt() @Min(1) @Max(36) messagesMonths?: number;
}

export class AgencyPrivacyDto implements AgencyPrivacyUpdate {
  @ApiPropertyOptional({ type: BreachContactDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => BreachContactDto)
  breachContact?: BreachContactDto | null;

  @ApiPropertyOptional({ type: RetentionDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RetentionDto)
  retention?: RetentionDto;
}
