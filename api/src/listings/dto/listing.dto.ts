import {
  BUILDING_CONDITIONS,
  DIFFUSION_MODES,
  ENERGY_CLASSES,
  ENERGY_RATINGS,
  FEATURES,
  FEES_PAID_BY,
  HEATING_TYPES,
  KITCHEN_KINDS,
  LANGUAGES,
  LISTING_PORTALS,
  LISTING_STATUSES,
  OUTLOOKS,
  PROPERTY_TYPES,
  ROOM_KINDS,
  TRANSACTIONS,
} from '@creneau/contracts';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsDotAtomEmail } from '../../common/person-fields';

export class LocalizedTextDto {
  @IsOptional() @IsString() @MaxLength(20_000) fr?: string;
  @IsOptional() @IsString() @MaxLength(20_000) nl?: string;
  @IsOptional() @IsString() @MaxLength(20_000) en?: string;
}

const PORTAL_IDS = LISTING_PORTALS.map((portal) => portal.id);
const money = () => [IsOptional(), IsNumber({ maxDecimalPlaces: 2 }), Min(0), Max(1_000_000_000)];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

const leftOut = (_: object, value: unknown) => value !== undefined;

export class CreateListingDto {
  @ApiProperty() @IsString() @Length(1, 60) @Matches(/^[\w./-]+$/) reference: string;
  @ApiProperty({ enum: TRANSACTIONS }) @IsIn(TRANSACTIONS) transaction: (typeof TRANSACTIONS)[number];
  @ApiProperty({ enum: PROPERTY_TYPES }) @IsIn(PROPERTY_TYPES) propertyType: (typeof PROPERTY_TYPES)[number];
  @ApiPropertyOptional() @IsOptional() @IsUUID() agentId?: string;
  // May be left out, never null: the columns hold an object (ValidateIf, where IsOptional would let null by).
  @ApiPropertyOptional()
  @ValidateIf(leftOut)
  @IsObject()
  @ValidateNested()
  @Type(() => LocalizedTextDto)
  title?: LocalizedTextDto;
  @ApiPropertyOptional()
  @ValidateIf(leftOut)
  @IsObject()
  @ValidateNested()
  @Type(() => LocalizedTextDto)
  description?: LocalizedTextDto;
  @ApiPropertyOptional({ enum: ['EUR', 'USD', 'GBP', 'CHF'] })
  @IsOptional()
  @IsIn(['EUR', 'USD', 'GBP', 'CHF'])
  currency?: string;
  @ApiPropertyOptional() @apply(money()) rent?: number;
  @ApiPropertyOptional() @apply(money()) charges?: number;
  @ApiPropertyOptional() @apply(money()) deposit?: number;
  @ApiPropertyOptional() @apply(money()) price?: number;
  @ApiPropertyOptional() @apply(money()) agencyFees?: number;
  @ApiPropertyOptional({ enum: FEES_PAID_BY })
  @IsOptional()
  @IsIn(FEES_PAID_BY)
  feesPaidBy?: (typeof FEES_PAID_BY)[number];
  @ApiPropertyOptional() @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(1) @Max(100_000) surface?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(200) rooms?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100) bedrooms?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(-5) @Max(200) floor?: number;
  @ApiPropertyOptional({ description: 'From when the home is free (YYYY-MM-DD); the move-in rule compares it' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  availableFrom?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) street?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^[0-9]{4,5}$/) postalCode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional({ description: 'Brussels: the street in the other language (Rollebeekstraat 7)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  streetAlt?: string;
  @ApiPropertyOptional({ description: 'Brussels: the town in the other language (Brussel)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  cityAlt?: string;
  @ApiPropertyOptional({ enum: ['FR', 'BE'] }) @IsOptional() @IsIn(['FR', 'BE']) country?: 'FR' | 'BE';
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Min(-90) @Max(90) latitude?: number;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Min(-180) @Max(180) longitude?: number;
  @ApiPropertyOptional({ enum: [0, 1, 2], description: 'approximate 0, exact 1, hidden 2' })
  @IsOptional()
  @IsIn([0, 1, 2])
  addressPrecision?: 0 | 1 | 2;
  @ApiPropertyOptional({ enum: BUILDING_CONDITIONS })
  @IsOptional()
  @IsIn(BUILDING_CONDITIONS)
  buildingCondition?: string;
  @ApiPropertyOptional({ enum: HEATING_TYPES }) @IsOptional() @IsIn(HEATING_TYPES) heatingType?: string;
  @ApiPropertyOptional({ enum: FEATURES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(FEATURES, { each: true })
  features?: string[];
  @ApiPropertyOptional({ enum: ROOM_KINDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(ROOM_KINDS, { each: true })
  roomKinds?: string[];
  @ApiPropertyOptional({ enum: KITCHEN_KINDS }) @IsOptional() @IsIn(KITCHEN_KINDS) kitchenKind?: string;
  @ApiPropertyOptional({ enum: OUTLOOKS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(OUTLOOKS, { each: true })
  outlooks?: string[];
  @ApiPropertyOptional({ enum: ENERGY_RATINGS })
  @IsOptional()
  @IsIn(ENERGY_RATINGS)
  energyRating?: (typeof ENERGY_RATINGS)[number];
  @ApiPropertyOptional({ enum: ENERGY_CLASSES }) @IsOptional() @IsIn(ENERGY_CLASSES) energyClass?: string;
  @ApiPropertyOptional({ enum: ENERGY_CLASSES }) @IsOptional() @IsIn(ENERGY_CLASSES) climateClass?: string;
  @ApiPropertyOptional({ enum: DIFFUSION_MODES })
  @IsOptional()
  @IsIn(DIFFUSION_MODES)
  diffusionMode?: (typeof DIFFUSION_MODES)[number];
  @ApiPropertyOptional({ enum: PORTAL_IDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(PORTAL_IDS, { each: true })
  portals?: string[];
  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES)
  status?: (typeof LISTING_STATUSES)[number];
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(5) @Max(240) visitDurationMinutes?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(120) visitBufferMinutes?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(336) visitMinNoticeHours?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(180) visitHorizonDays?: number;
  @ApiPropertyOptional({ description: 'More than 1 makes group visits' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  visitorsPerSlot?: number;
  // The owner of the property, for the weekly report; null clears them.
  @ApiPropertyOptional({ maxLength: 120, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  // The person-name rule (isPersonName), but '' clears the owner's name.
  @Matches(/^[^\p{Cc}\p{Cf}<>]*$/u)
  ownerName?: string | null;
  @ApiPropertyOptional({ maxLength: 254, nullable: true })
  @IsOptional()
  @IsEmail()
  @IsDotAtomEmail()
  @MaxLength(254)
  ownerEmail?: string | null;
  @ApiPropertyOptional({
    enum: LANGUAGES,
    nullable: true,
    description: 'The language of the report; French without it',
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  ownerLanguage?: (typeof LANGUAGES)[number] | null;
}

export class UpdateListingDto extends PartialType(CreateListingDto) {}

export class BulkArchiveDto {
  @ApiProperty({ type: [String] }) @IsArray() @ArrayUnique() @IsUUID('all', { each: true }) ids: string[];
}
