import {
  applicantPolicy,
  applicationOpen,
  applicationQuestions,
  regionOf,
  type ShortLinkView,
} from '@creneau/contracts';
import { shortLinkVisitRow } from '@creneau/server';
import type { EntityManager } from 'typeorm';

export async function loadShortLink(
  manager: EntityManager,
  code: string,
): Promise<{ visitId: string; view: ShortLinkView } | null> {
  if (!/^[A-Za-z0-9]{10}$/.test(code)) return null;
  const row = await shortLinkVisitRow(manager, code);
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
