import {
  applicantPolicy,
  applicationOpen,
  applicationQuestions,
  regionOf,
  type ShortLinkView,
  type Transaction,
  type VisitStatus,
} from '@creneau/contracts';
import type { EntityManager } from 'typeorm';

interface Row {
  visitId: string;
  status: VisitStatus;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  language: string;
  interested: boolean | null;
  listingId: string;
  reference: string;
  title: Record<string, string | undefined>;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  agencyName: string;
  color: string | null;
  phone: string | null;
  agentFirstName: string;
  transaction: Transaction;
  country: 'FR' | 'BE';
  applicationInvitedAt: Date | null;
  answeredAt: Date | null;
}

export async function loadShortLink(
  manager: EntityManager,
  code: string,
): Promise<{ visitId: string; view: ShortLinkView } | null> {
  if (!/^[A-Za-z0-9]{10}$/.test(code)) return null;
  const [row] = await manager.query<Row[]>(
    `SELECT v.id AS "visitId", v.status, v.starts_at AS "startsAt", v.ends_at AS "endsAt", a.time_zone AS "timeZone",
            COALESCE(v.contact_language, c.language) AS language, v.interested, l.id AS "listingId", l.reference, l.title, l.street, l.postal_code AS "postalCode", l.city,
            a.name AS "agencyName", a.brand_color AS color, a.phone, u.first_name AS "agentFirstName",
            l.transaction, l.country, v.application_invited_at AS "applicationInvitedAt",
            (SELECT aa.updated_at FROM applicant_answers aa WHERE aa.visit_id = v.id AND aa.stage = 'application')
              AS "answeredAt"
       FROM short_links s JOIN visits v ON v.id = s.visit_id JOIN listings l ON l.id = v.listing_id
       JOIN agencies a ON a.id = v.agency_id JOIN candidates c ON c.id = v.candidate_id JOIN users u ON u.id = v.agent_id
      WHERE s.code = $1`,
    [code],
  );
  if (!row) return null;
  const now = Date.now();
  const upcoming = row.startsAt.getTime() > now;
  const live = row.status === 'booked' || row.status === 'confirmed';
  const region = regionOf({ country: row.country, postalCode: row.postalCode });
  return {
    visitId: row.visitId,
    view: {
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone: row.timeZone,
      language: row.language,
      interested: row.interested,
      listing: {
        id: row.listingId,
        reference: row.reference,
        title: row.title,
        address: [row.street, [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      },
      agency: { name: row.agencyName, color: row.color, phone: row.phone },
      agent: { firstName: row.agentFirstName },
      application: {
        region,
        transaction: row.transaction,
        questions: applicationQuestions(applicantPolicy(region, row.transaction)),
        answeredAt: row.answeredAt?.toISOString() ?? null,
      },
      can: {
        confirm: upcoming && row.status === 'booked',
        cancel: upcoming && live,
        answerInterest: row.endsAt.getTime() < now && (live || row.status === 'done'),
        apply: applicationOpen(row),
      },
    },
  };
}
