import type {
  AddressPrecision,
  DiffusionMode,
  EnergyRating,
  FeesPaidBy,
  FormChoice,
  Language,
  ListingSource,
  ListingStatus,
  Transaction,
} from '@creneau/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Localized = Partial<Record<'fr' | 'nl' | 'en', string>>;

// numeric columns come back from pg as strings; the transformer keeps prices and surfaces numbers.
const numeric = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity({ name: 'listings' })
export class ListingEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ name: 'agent_id', type: 'uuid', nullable: true }) agentId: string | null;
  @Column({ type: 'text' }) reference: string;
  @Column({ type: 'text' }) transaction: Transaction;
  @Column({ name: 'property_type', type: 'text' }) propertyType: string;
  @Column({ type: 'jsonb' }) title: Localized;
  @Column({ type: 'jsonb' }) description: Localized;
  @Column({ type: 'char', length: 3 }) currency: string;
  @Column({ type: 'numeric', nullable: true, transformer: numeric }) rent: number | null;
  @Column({ type: 'numeric', nullable: true, transformer: numeric }) charges: number | null;
  @Column({ type: 'numeric', nullable: true, transformer: numeric }) deposit: number | null;
  @Column({ type: 'numeric', nullable: true, transformer: numeric }) price: number | null;
  @Column({ name: 'agency_fees', type: 'numeric', nullable: true, transformer: numeric }) agencyFees: number | null;
  @Column({ name: 'fees_paid_by', type: 'text', nullable: true }) feesPaidBy: FeesPaidBy | null;
  @Column({ type: 'numeric', nullable: true, transformer: numeric }) surface: number | null;
  @Column({ type: 'smallint', nullable: true }) rooms: number | null;
  @Column({ type: 'smallint', nullable: true }) bedrooms: number | null;
  @Column({ type: 'smallint', nullable: true }) floor: number | null;
  @Column({ type: 'text', nullable: true }) street: string | null;
  @Column({ name: 'postal_code', type: 'text', nullable: true }) postalCode: string | null;
  @Column({ type: 'text', nullable: true }) city: string | null;
  // The same address in the region's other language (Brussels: French and Dutch), for the messages.
  @Column({ name: 'street_alt', type: 'text', nullable: true }) streetAlt: string | null;
  @Column({ name: 'city_alt', type: 'text', nullable: true }) cityAlt: string | null;
  @Column({ type: 'char', length: 2 }) country: 'FR' | 'BE';
  @Column({ type: 'double precision', nullable: true }) latitude: number | null;
  @Column({ type: 'double precision', nullable: true }) longitude: number | null;
  @Column({ name: 'address_precision', type: 'smallint' }) addressPrecision: AddressPrecision;
  @Column({ name: 'building_condition', type: 'text', nullable: true }) buildingCondition: string | null;
  @Column({ name: 'heating_type', type: 'text', nullable: true }) heatingType: string | null;
  @Column({ type: 'text', array: true }) features: string[];
  @Column({ name: 'room_kinds', type: 'text', array: true }) roomKinds: string[];
  @Column({ name: 'kitchen_kind', type: 'text', nullable: true }) kitchenKind: string | null;
  @Column({ type: 'text', array: true }) outlooks: string[];
  @Column({ name: 'energy_rating', type: 'text', nullable: true }) energyRating: EnergyRating | null;
  @Column({ name: 'energy_class', type: 'char', length: 1, nullable: true }) energyClass: string | null;
  @Column({ name: 'climate_class', type: 'char', length: 1, nullable: true }) climateClass: string | null;
  @Column({ name: 'diffusion_mode', type: 'text' }) diffusionMode: DiffusionMode;
  @Column({ type: 'text', array: true }) portals: string[];
  @Column({ type: 'text' }) status: ListingStatus;
  @Column({ type: 'smallint' }) source: ListingSource;
  @Column({ name: 'integration_id', type: 'text', nullable: true }) integrationId: string | null;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId: string | null;
  @Column({ name: 'visit_duration_minutes', type: 'smallint' }) visitDurationMinutes: number;
  @Column({ name: 'visit_buffer_minutes', type: 'smallint' }) visitBufferMinutes: number;
  @Column({ name: 'visit_min_notice_hours', type: 'smallint' }) visitMinNoticeHours: number;
  @Column({ name: 'visit_horizon_days', type: 'smallint' }) visitHorizonDays: number;
  @Column({ name: 'visitors_per_slot', type: 'smallint' }) visitorsPerSlot: number;
  /** The listing's own prequalification form; null when the agency's form for its transaction applies. */
  @Column({ type: 'jsonb', nullable: true }) prequalification: FormChoice[] | null;
  /** From when the home is free: the move-in rule compares the visitor's date with it. */
  @Column({ name: 'available_from', type: 'date', nullable: true }) availableFrom: string | null;
  /** The owner who receives the weekly visits report, when the agency records one. */
  @Column({ name: 'owner_name', type: 'text', nullable: true }) ownerName: string | null;
  @Column({ name: 'owner_email', type: 'citext', nullable: true }) ownerEmail: string | null;
  @Column({ name: 'owner_language', type: 'text', nullable: true }) ownerLanguage: Language | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
