import {
  DPA_VERSION,
  RETENTION_DEFAULTS,
  type AgencyPrivacy,
  type AgencyPrivacyUpdate,
  type RetentionSettings,
} from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

interface Row {
  dpa_version: string | null;
  dpa_accepted_at: Date | null;
  dpa_accepted_by: string | null;
  breach_contact_name: string | null;
  breach_contact_email: string | null;
  breach_contact_phone: string | null;
  visits_retention_months: number;
  messages_retention_months: number;
  sms_replies_retention_months: number;
}

function view(agencyId: string, row: Row | undefined): AgencyPrivacy {
  return {
    agencyId,
    currentDpaVersion: DPA_VERSION,
    dpa:
      row?.dpa_version && row.dpa_accepted_at
        ? { version: row.dpa_version, acceptedAt: row.dpa_accepted_at.toISOString(), acceptedBy: row.dpa_accepted_by }
        : null,
    breachContact:
      row?.breach_contact_email && row.breach_contact_name
        ? { name: row.breach_contact_name, email: row.breach_contact_email, phone: row.breach_contact_phone }
        : null,
    retention: row
      ? {
          visitsMonths: row.visits_retention_months,
          messagesMonths: row.messages_retention_months,
          smsRepliesMonths: row.sms_replies_retention_months,
        }
      : { ...RETENTION_DEFAULTS },
  };
}

/** The agency's record; the defaults (no DPA accepted, the policy's retention) when it has none yet. */
export async function readAgencyPrivacy(manager: Queryable, agencyId: string): Promise<AgencyPrivacy> {
  const [row] = await manager.query<Row[]>('SELECT * FROM agency_privacy WHERE agency_id = $1', [agencyId]);
  return view(agencyId, row);
}

/** Changes the breach contact and retention (each left as it is when absent from the update). */
export async function saveAgencyPrivacy(
  manager: Queryable,
  agencyId: string,
  update: AgencyPrivacyUpdate,
): Promise<AgencyPrivacy> {
  const current = await readAgencyPrivacy(manager, agencyId);
  const contact = update.breachContact === undefined ? current.breachContact : update.breachContact;
  // Only the figures given: a DTO may carry the others as undefined keys.
  const given = Object.entries(update.retention ?? {}).filter(([, months]) => typeof months === 'number');
  const retention: RetentionSettings = { ...current.retention, ...Object.fromEntries(given) };
  await manager.query(
    `INSERT INTO agency_privacy (agency_id, breach_contact_name, breach_contact_email, breach_contact_phone,
                                 visits_retention_months, messages_retention_months, sms_replies_retention_months)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (agency_id) DO UPDATE SET breach_contact_name = $2, breach_contact_email = $3,
       breach_contact_phone = $4, visits_retention_months = $5, messages_retention_months = $6,
       sms_replies_retention_months = $7, updated_at = now()`,
    [
      agencyId,
      contact?.name ?? null,
      contact?.email ?? null,
      contact?.phone ?? null,
      retention.visitsMonths,
      retention.messagesMonths,
      retention.smsRepliesMonths,
    ],
  );
  return readAgencyPrivacy(manager, agencyId);
}

/** Records who accepted the current DPA for the agency, and when (a later version is accepted anew). */
export async function acceptDpa(manager: Queryable, agencyId: string, userId: string): Promise<AgencyPrivacy> {
  await manager.query(
    `INSERT INTO agency_privacy (agency_id, dpa_version, dpa_accepted_at, dpa_accepted_by) VALUES ($1, $2, now(), $3)
     ON CONFLICT (agency_id) DO UPDATE SET dpa_version = $2, dpa_accepted_at = now(), dpa_accepted_by = $3,
       updated_at = now()`,
    [agencyId, DPA_VERSION, userId],
  );
  return readAgencyPrivacy(manager, agencyId);
}
