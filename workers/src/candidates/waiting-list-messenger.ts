import { isMobile, toE164, type MessagePurpose } from '@creneau/contracts';
import {
  emailRow,
  smsRow,
  translator,
  type ListingNoticeRow,
  type MessageBatch,
  type WaitingCandidateRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { legalLine } from '../common/legal-footer';
import { fitSms } from '../notifications/fit-sms';

type T = (key: string, values?: Record<string, string>) => string;

/** A message to a waiting candidate: its purpose, its texts under `waitingList.<key>`, and its link. */
export interface WaitingListMessage {
  purpose: MessagePurpose;
  key: 'slotOffer' | 'slotGone' | 'listingUnavailable' | 'bookingLink';
  /** What makes the message one of its kind: an offer, a gone slot, a closed list. */
  claim: string;
  values?: Record<string, string>;
  link?: string;
}

/**
 * Messages to the candidates of a listing's waiting list (and to a portal's prospect, its booking link), in their language, by e-mail and by SMS where
 * they gave a mobile number, with the agency's name and colours. Not about a visit of theirs: they
 * have none yet, so the messages carry no visit id.
 */
@Injectable()
export class WaitingListMessenger {
  constructor(@Inject(WORKERS_CONFIG) private readonly config: WorkersConfig) {}

  link(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }

  async add(
    messages: MessageBatch,
    listing: ListingNoticeRow,
    candidate: WaitingCandidateRow,
    message: WaitingListMessage,
  ): Promise<void> {
    const t = (await translator(candidate.language)) as unknown as T;
    const { agency } = listing;
    const values: Record<string, string> = {
      agency: agency.name,
      listing: listing.title[candidate.language] ?? listing.title.fr ?? listing.reference,
      candidateFirst: candidate.firstName,
      link: message.link ?? '',
      ...message.values,
    };
    const claim = `waiting:${candidate.id}:${message.claim}`;
    const e164 = candidate.phone ? toE164(candidate.phone, agency.country) : null;
    const mobile = e164 && isMobile(e164) ? e164 : null;
    if (mobile) {
      const place = [listing.postalCode, listing.city].filter(Boolean).join(' ');
      messages.add(
        smsRow({
          purpose: message.purpose,
          to: mobile,
          language: candidate.language,
          text: fitSms(t, `waitingList.${message.key}.sms`, values, place),
          agencyId: agency.id,
          candidateId: candidate.id,
          claimKey: `${claim}:sms`,
        }),
      );
    }
    if (candidate.email) {
      const address = [agency.street, [agency.postalCode, agency.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      messages.add(
        emailRow({
          purpose: message.purpose,
          to: candidate.email,
          language: candidate.language,
          agencyId: agency.id,
          candidateId: candidate.id,
          claimKey: `${claim}:email`,
          brand: { name: agency.name, color: agency.color ?? '#1f4e79' },
          headers: agency.email ? { replyTo: { name: agency.name, address: agency.email } } : undefined,
          content: {
            subject: t(`waitingList.${message.key}.subject`, values),
            preheader: t(`waitingList.${message.key}.preheader`, values),
            paragraphs: [t('greeting', { name: candidate.firstName }), t(`waitingList.${message.key}.body`, values)],
            action: message.link ? { label: t(`waitingList.${message.key}.action`), url: message.link } : undefined,
            footer: t('visit.footerCandidate', values),
            legal: legalLine(t, {
              name: agency.name,
              country: agency.country,
              address,
              professionalCard: agency.professionalCard,
              ipi: agency.ipi,
            }),
            privacy: { label: t('visit.privacy'), url: this.link('/privacy') },
          },
        }),
      );
    }
  }
}
