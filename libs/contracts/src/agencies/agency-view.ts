/** An agency as the back office reads and edits it (GET/POST/PUT /api/agencies). Instants are ISO strings. */
export interface AgencyView {
  id: string;
  name: string;
  slug: string;
  country: 'FR' | 'BE';
  timeZone: 'Europe/Paris' | 'Europe/Brussels';
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  brandColor: string | null;
  siren: string | null;
  siret: string | null;
  professionalCardNumber: string | null;
  bceNumber: string | null;
  ipiNumber: string | null;
  /** Its own SMS sender (E.164 number, MG… service or alphanumeric name); null: the install's. */
  smsSender: string | null;
  languages: string[];
  widgetAllowedOrigins: string[];
  inboundLocalPart: string | null;
  active: boolean;
  travelMinMinutes: number;
  /** A local time in the agency's zone, "18:00". */
  confirmationRequestTime: string;
  reminderLeadMinutes: number;
  /** Local hours ("21:00" to "08:00") without SMS to visitors, unless it answers what they did. */
  visitorQuietStart: string;
  visitorQuietEnd: string;
  confirmationDeadlineMinutes: number;
  releaseUnconfirmed: boolean;
  /** Countries (ISO 3166 codes) its SMS may go to besides its own; its own only when empty. */
  smsCountries: string[];
  /** @format date-time */
  createdAt: string;
  /** @format date-time */
  updatedAt: string;
}
