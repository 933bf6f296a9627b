import type { AgentAlert, AlertChannel, Region } from '@creneau/contracts';
import { regionOf } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';
import { CANDIDATE_CARDS } from '../candidates/candidate-cards';

/** An application the new document reaches: the agency's toast needs these. */
export interface DocumentAddedRow {
  applicationId: string;
  candidateId: string;
  agencyId: string;
  documentId: string;
  kind: string;
  listing: string;
  candidate: string;
}

/**
 * The applications a new document is shared with: every application of its file still open (a refused
 * one's agency is not told). Empty when the document is gone (deleted before the job ran).
 */
export async function applicationsReachedByDocument(
  manager: Queryable,
  documentId: string,
): Promise<DocumentAddedRow[]> {
  return manager.query(
    `SELECT ra.id AS "applicationId", ra.candidate_id AS "candidateId", ra.agency_id AS "agencyId", d.id AS "documentId",
            d.kind, l.reference AS listing, trim(c.first_name || ' ' || c.last_name) AS candidate
       FROM rental_file_documents d
       JOIN rental_file_applications ra ON ra.file_id = d.file_id
       JOIN ${CANDIDATE_CARDS} c ON c.id = ra.candidate_id
       JOIN listings l ON l.id = ra.listing_id
      WHERE d.id = $1 AND c.status <> 2 AND c.merged_into IS NULL`,
    [documentId],
  );
}

/** An agent to alert about an application: the listing's agent, else the agency's active admins. */
export interface ApplicationAlertRow {
  applicationId: string;
  candidateId: string;
  agency: { id: string; name: string; color: string | null; timeZone: string; country: 'FR' | 'BE' };
  listing: string;
  candidate: string;
  /** Documents added since the window opened. */
  documents: { kind: string }[];
  agents: {
    id: string;
    email: string;
    phone: string | null;
    firstName: string;
    language: string;
    channel: AlertChannel;
    quietHours: { start: string; end: string } | null;
  }[];
}

export async function applicationAlert(
  manager: Queryable,
  applicationId: string,
  since: Date,
  alert: AgentAlert,
  defaultChannel: AlertChannel,
): Promise<ApplicationAlertRow | null> {
  const [row] = await manager.query<
    (Omit<ApplicationAlertRow, 'agency' | 'agents'> & {
      agencyId: string;
      agencyName: string;
      color: string | null;
      timeZone: string;
      country: 'FR' | 'BE';
      agentId: string | null;
    })[]
  >(
    `SELECT ra.id AS "applicationId", ra.candidate_id AS "candidateId", a.id AS "agencyId", a.name AS "agencyName",
            a.brand_color AS color, a.time_zone AS "timeZone", a.country, l.reference AS listing, l.agent_id AS "agentId",
            trim(c.first_name || ' ' || c.last_name) AS candidate,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('kind', d.kind) ORDER BY d.created_at)
                        FROM rental_file_documents d WHERE d.file_id = ra.file_id AND d.created_at >= $2), '[]') AS documents
       FROM rental_file_applications ra
       JOIN ${CANDIDATE_CARDS} c ON c.id = ra.candidate_id
       JOIN listings l ON l.id = ra.listing_id
       JOIN agencies a ON a.id = ra.agency_id
      WHERE ra.id = $1 AND c.status <> 2`,
    [applicationId, since],
  );
  if (!row) return null;
  const agents = await manager.query<ApplicationAlertRow['agents']>(
    `SELECT u.id, u.email, u.phone, u.first_name AS "firstName", u.language,
            COALESCE((SELECT p.channel FROM notification_preferences p WHERE p.user_id = u.id AND p.alert = $3), $4) AS channel,
            CASE WHEN u.quiet_hours_start IS NULL THEN NULL
                 ELSE jsonb_build_object('start', to_char(u.quiet_hours_start, 'HH24:MI'), 'end', to_char(u.quiet_hours_end, 'HH24:MI'))
            END AS "quietHours"
       FROM users u
      WHERE u.active AND u.agency_id = $1 AND u.auth_type = 'realtor'
        AND (u.id = $2 OR ($2::uuid IS NULL AND u.role = 'agency_admin'))`,
    [row.agencyId, row.agentId, alert, defaultChannel],
  );
  return {
    applicationId: row.applicationId,
    candidateId: row.candidateId,
    agency: { id: row.agencyId, name: row.agencyName, color: row.color, timeZone: row.timeZone, country: row.country },
    listing: row.listing,
    candidate: row.candidate,
    documents: row.documents,
    agents,
  };
}

/** Whom to write about their file (documents asked, deletion to come): the visitor account of the file. */
export interface ApplicantNoticeRow {
  applicationId: string;
  userId: string;
  email: string;
  firstName: string;
  language: string;
  agency: { id: string; name: string; color: string | null; email: string | null };
  listing: string;
  region: Region;
  requestedKinds: string[] | null;
  status: number;
}

export async function applicantNotice(manager: Queryable, applicationId: string): Promise<ApplicantNoticeRow | null> {
  const [row] = await manager.query<
    (Omit<ApplicantNoticeRow, 'agency' | 'region'> & {
      agencyId: string;
      agencyName: string;
      color: string | null;
      agencyEmail: string | null;
      country: 'FR' | 'BE';
      postalCode: string | null;
    })[]
  >(
    `SELECT ra.id AS "applicationId", u.id AS "userId", u.email, u.first_name AS "firstName", u.language,
            a.id AS "agencyId", a.name AS "agencyName", a.brand_color AS color, a.email AS "agencyEmail",
            COALESCE(l.title ->> u.language, l.title ->> 'fr', l.reference) AS listing, l.country,
            l.postal_code AS "postalCode", ra.requested_kinds AS "requestedKinds", c.status
       FROM rental_file_applications ra
       JOIN rental_files f ON f.id = ra.file_id
       JOIN users u ON u.id = f.user_id
       JOIN ${CANDIDATE_CARDS} c ON c.id = ra.candidate_id
       JOIN listings l ON l.id = ra.listing_id
       JOIN agencies a ON a.id = ra.agency_id
      WHERE ra.id = $1`,
    [applicationId],
  );
  if (!row) return null;
  const { agencyId, agencyName, color, agencyEmail, country, postalCode, ...rest } = row;
  return {
    ...rest,
    agency: { id: agencyId, name: agencyName, color, email: agencyEmail },
    region: regionOf({ country, postalCode }),
  };
}
