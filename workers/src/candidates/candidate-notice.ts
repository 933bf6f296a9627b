import { CANDIDATE_STATUS_NAMES, displayPhone, inQuietHours, isMobile, toE164, zonedParts } from '@creneau/contracts';
import { emailRow, smsRow, translator, type MessageBatch, type CandidateNoticeRow } from '@creneau/server';
import { legalLine } from '../common/legal-footer';
import { fitSms } from '../notifications/fit-sms';

type T = (key: string, values?: Record<string, string>) => string;

/**
 * Where a status notice goes. The e-mail whenever the candidate gave one. The SMS where they chose it:
 * they gave a mobile number (a Belgian visitor gives the one means of their choice; STOP withdraws it,
 * checked when it is sent), and by day, unless it is their only way (no e-mail): an agent sorting their
 * list at night does not wake anyone.
 */
export function noticeChannels(row: CandidateNoticeRow, now: Date): { email: string | null; sms: string | null } {
  const e164 = row.phone ? toE164(row.phone, row.agency.country) : null;
  const mobile = e164 && isMobile(e164) ? e164 : null;
  const { hour, minute } = zonedParts(now.getTime(), row.agency.timeZone);
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const night = inQuietHours(clock, row.agency.visitorQuietHours);
  return { email: row.email, sms: mobile && (!night || row.email === null) ? mobile : null };
}

/** Where the candidate can act on their new status, and the words of its button; null where nothing waits on them. */
export interface NoticeAction {
  key: 'book' | 'interest' | 'visitorArea';
  url: string;
}

/**
 * The link a status notice carries: the listing's booking page while a visit is awaited, the interest
 * link of their visit while the agency weighs their request, their visitor area once accepted or when
 * the agency waits on them (documents). None for a refusal or a step of the agency's own.
 */
export function noticeAction(
  row: CandidateNoticeRow,
  link: (path: string) => string,
  interestCode: string | null,
): NoticeAction | null {
  const status = CANDIDATE_STATUS_NAMES[row.toStatus];
  if (status === 'WAITING_FOR_VISIT' && row.listing) return { key: 'book', url: link(`/book/${row.listing.id}`) };
  if (status === 'WAITING' && interestCode) return { key: 'interest', url: link(`/i/${interestCode}`) };
  if (status === 'OK' || status === 'WAITING_FOR_DOCUMENTS') return { key: 'visitorArea', url: link('/visits') };
  return null;
}

/**
 * Renders the notice of one status change in the candidate's language, with the agency's name, and adds
 * it to the caller's batch. Claim keys (candidate, history row, channel) make a job run twice queue once.
 */
export async function addCandidateNotice(
  messages: MessageBatch,
  row: CandidateNoticeRow,
  eventId: string,
  links: { privacy: string; action?: NoticeAction | null },
  now = new Date(),
): Promise<void> {
  const t = (await translator(row.language)) as unknown as T;
  const status = CANDIDATE_STATUS_NAMES[row.toStatus];
  const listing = row.listing
    ? (row.listing.title[row.language] ?? row.listing.title.fr ?? row.listing.reference)
    : t('candidate.anyListing');
  const values = {
    agency: row.agency.name,
    listing,
    reason: row.reason ? t(`candidate.reason.${row.reason}`) : '',
    agencyPhone: row.agency.phone ? displayPhone(row.agency.phone) : '',
  };
  const to = noticeChannels(row, now);
  const action = links.action ?? null;
  const claim = (channel: string) => `candidate:${row.candidateId}:${eventId}:${channel}`;
  if (to.sms) {
    messages.add(
      smsRow({
        purpose: 'candidate_status',
        to: to.sms,
        language: row.language,
        // The link rides at the end, kept whole while the rest is shortened to fit.
        text: fitSms((k, v) => (action ? `${t(k, v)} ${action.url}` : t(k, v)), `candidate.sms.${status}`, values, ''),
        agencyId: row.agency.id,
        candidateId: row.candidateId,
        claimKey: claim('sms'),
      }),
    );
  }
  if (to.email) {
    const agency = row.agency;
    messages.add(
      emailRow({
        purpose: 'candidate_status',
        to: to.email,
        language: row.language,
        agencyId: agency.id,
        candidateId: row.candidateId,
        claimKey: claim('email'),
        brand: { name: agency.name, color: agency.color ?? '#1f4e79' },
        // The candidate's answer reaches the agency, not the no-reply sender, when it gave an address.
        headers: agency.email ? { replyTo: { name: agency.name, address: agency.email } } : undefined,
        content: {
          subject: t('candidate.subject', values),
          preheader: t('candidate.preheader', values),
          paragraphs: [
            t('greeting', { name: row.firstName }),
            t(`candidate.body.${status}`, values),
            ...(values.agencyPhone ? [t('candidate.questions', values)] : []),
          ],
          action: action ? { label: t(`candidate.action.${action.key}`), url: action.url } : undefined,
          footer: t('candidate.footer', values),
          legal: legalLine(t, {
            name: agency.name,
            country: agency.country,
            address: [agency.street, [agency.postalCode, agency.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
            professionalCard: agency.professionalCard,
            ipi: agency.ipi,
          }),
          privacy: { label: t('visit.privacy'), url: links.privacy },
        },
      }),
    );
  }
}
