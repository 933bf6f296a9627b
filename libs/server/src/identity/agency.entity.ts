import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Country = 'FR' | 'BE';
export type AgencyTimeZone = 'Europe/Paris' | 'Europe/Brussels';

@Entity({ name: 'agencies' })
export class AgencyEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'citext' }) slug: string;
  @Column({ type: 'char', length: 2 }) country: Country;
  @Column({ name: 'time_zone', type: 'text' }) timeZone: AgencyTimeZone;
  @Column({ type: 'text', nullable: true }) street: string | null;
  @Column({ name: 'postal_code', type: 'text', nullable: true }) postalCode: string | null;
  @Column({ type: 'text', nullable: true }) city: string | null;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'citext', nullable: true }) email: string | null;
  @Column({ name: 'logo_url', type: 'text', nullable: true }) logoUrl: string | null;
  @Column({ name: 'brand_color', type: 'text', nullable: true }) brandColor: string | null;
  // Legal identifiers: SIREN/SIRET and the professional card in France; BCE and IPI/BIV in Belgium.
  @Column({ type: 'text', nullable: true }) siren: string | null;
  @Column({ type: 'text', nullable: true }) siret: string | null;
  @Column({ name: 'professional_card_number', type: 'text', nullable: true }) professionalCardNumber: string | null;
  @Column({ name: 'bce_number', type: 'text', nullable: true }) bceNumber: string | null;
  @Column({ name: 'ipi_number', type: 'text', nullable: true }) ipiNumber: string | null;
  // Its own SMS sender: an E.164 number or a Twilio Messaging Service (MG…) can take replies, an
  // alphanumeric name cannot (docs/sms-sender.md). Null: the install's TWILIO_FROM / service.
  @Column({ name: 'sms_sender', type: 'text', nullable: true }) smsSender: string | null;
  @Column({ type: 'text', array: true }) languages: string[];
  @Column({ name: 'widget_allowed_origins', type: 'text', array: true }) widgetAllowedOrigins: string[];
  @Column({ name: 'inbound_local_part', type: 'citext', nullable: true }) inboundLocalPart: string | null;
  @Column({ type: 'boolean' }) active: boolean;
  // The least travel time kept between visits at two different listings.
  @Column({ name: 'travel_min_minutes', type: 'smallint' }) travelMinMinutes: number;
  // Reminder policy (local times in the agency's zone). Postgres answers "18:00:00"; the API speaks "18:00".
  @Column({
    name: 'confirmation_request_time',
    type: 'time',
    transformer: { to: (value: string) => value, from: (value: string) => value.slice(0, 5) },
  })
  confirmationRequestTime: string;
  @Column({ name: 'reminder_lead_minutes', type: 'smallint' }) reminderLeadMinutes: number;
  // No SMS to a visitor in these local hours unless it answers what they did (default 21:00-08:00).
  @Column({
    name: 'visitor_quiet_start',
    type: 'time',
    transformer: { to: (value: string) => value, from: (value: string) => value.slice(0, 5) },
  })
  visitorQuietStart: string;
  @Column({
    name: 'visitor_quiet_end',
    type: 'time',
    transformer: { to: (value: string) => value, from: (value: string) => value.slice(0, 5) },
  })
  visitorQuietEnd: string;
  @Column({ name: 'confirmation_deadline_minutes', type: 'smallint' }) confirmationDeadlineMinutes: number;
  @Column({ name: 'release_unconfirmed', type: 'boolean' }) releaseUnconfirmed: boolean;
  /** Countries (ISO 3166 codes) its SMS may go to besides its own; its own only when empty. */
  @Column({ name: 'sms_countries', type: 'text', array: true }) smsCountries: string[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
