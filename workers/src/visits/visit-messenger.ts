import {
  inQuietHours,
  isMobile,
  displayPhone,
  toE164,
  zonedParts,
  type AgentAlert,
  type MessagePurpose,
} from '@creneau/contracts';
import {
  calendarStatus,
  emailRow,
  renderCalendar,
  smsRow,
  visitCalendarUid,
  visitorAttendee,
  translator,
  type MessageAttachment,
  type MessageBatch,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { naturalWhen, visitWhen } from './visit-when.util';
import { legalLine } from '../common/legal-footer';
import { canTakeReplies, ofPerson } from './sms-sender';
import { fitSms, fitsOneSegment, type Translate as T } from '../notifications/fit-sms';
import type { Person, VisitContext } from './visit-context';

export interface CandidateMessage {
  purpose: MessagePurpose;
  /** Catalogue section under `visit.`: subject, body, sms, action. */
  key: string;
  values?: Record<string, string>;
  link?: string;
  /** A shorter link for the SMS, when the e-mail's is long (a booking page's address). */
  smsLink?: string;
  channels: { email: boolean; sms: boolean };
  attachCalendar?: boolean;
  /**
   * The message answers something the visitor just did (their booking, their reply): it may go by SMS
   * at night. Anything else waits for waking hours (planned so) or, at night, goes by e-mail alone
   * when the visitor gave one.
   */
  answersVisitor?: boolean;
  /** A second button beside the action (Confirmer / Annuler). */
  secondary?: { key: string; link: string };
  /** Silence releases the slot at `values.deadline`: the texts say so. */
  release?: boolean;
  /** Not about a booked visit (the interest question, the invitation to apply): the SMS says how to stop them. */
  optional?: boolean;
}

/** "18:00" on the zone's clock. */
function wallTime(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant.getTime(), timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Renders the messages of a visit in the recipient's language and adds them to the caller's batch, which
 * the caller writes in its transaction. Claim keys (visit, purpose, channel) make a job that runs twice
 * decide each message once.
 */
@Injectable()
export class VisitMessenger {
  constructor(@Inject(WORKERS_CONFIG) private readonly config: WorkersConfig) {}

  link(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }

  async toCandidate(
    messages: MessageBatch,
    visit: VisitContext,
    message: CandidateMessage,
    now = new Date(),
  ): Promise<void> {
    const person = visit.candidate;
    const t = (await translator(person.language)) as unknown as T;
    const values = { ...this.values(visit, person, now), ...message.values, link: message.link ?? '' };
    const mobile = this.mobile(person, visit);
    const night =
      !message.answersVisitor && inQuietHours(wallTime(now, visit.agency.timeZone), visit.agency.visitorQuietHours);
    // The means the candidate gave carry each message: without a mobile number the e-mail says what the
    // SMS would have said, and without an e-mail (a Belgian visitor may give a phone alone) the SMS goes.
    // At night an SMS that answers nothing they did gives way to the e-mail when there is one.
    const smsWanted = message.channels.sms && !(night && person.email !== null);
    const sendEmail =
      person.email !== null && (message.channels.email || (message.channels.sms && (!mobile || !smsWanted)));
    const sendSms = mobile !== null && (smsWanted || person.email === null);
    if (mobile && sendSms) {
      messages.add(
        smsRow({
          purpose: message.purpose,
          to: mobile,
          language: person.language,
          text: this.smsText(t, visit, message, message.smsLink ? { ...values, link: message.smsLink } : values),
          agencyId: visit.agency.id,
          visitId: visit.id,
          candidateId: visit.candidate.id,
          claimKey: `visit:${visit.id}:${message.purpose}:sms`,
        }),
      );
    }
    if (sendEmail && person.email) {
      messages.add(
        emailRow({
          purpose: message.purpose,
          to: person.email,
          language: person.language,
          agencyId: visit.agency.id,
          visitId: visit.id,
          candidateId: visit.candidate.id,
          claimKey: `visit:${visit.id}:${message.purpose}:email`,
          brand: { name: visit.agency.name, color: visit.agency.color },
          // A visitor's answer reaches the agent in charge, not the no-reply sender.
          headers: { replyTo: { name: this.agentName(visit), address: visit.agent.email } },
          attachments: message.attachCalendar
            ? [await this.calendarFile(visit, person.email, message.link)]
            : undefined,
          content: {
            subject: t(`visit.${message.key}.subject`, values),
            preheader: t(`visit.${message.key}.preheader`, values),
            paragraphs: [
              t('greeting', { name: person.firstName }),
              t(`visit.${message.key}.body`, values),
              ...(message.release && message.key === 'confirmationRequest'
                ? [t('visit.confirmationRequest.releaseNote', values)]
                : []),
            ],
            action: message.link ? { label: t(`visit.${message.key}.action`), url: message.link } : undefined,
            secondary: message.secondary
              ? { label: t(`visit.${message.secondary.key}`), url: message.secondary.link }
              : undefined,
            footer: t('visit.footerCandidate', values),
            legal: this.legalLine(t, visit),
            privacy: { label: t('visit.privacy'), url: this.link('/privacy') },
          },
        }),
      );
    }
  }

  private smsText(t: T, visit: VisitContext, message: CandidateMessage, values: Record<string, string>): string {
    const has = (key: string) => t(key) !== key;
    // OUI/NON is asked only where a reply can arrive: an alphanumeric sender takes none, so the link alone.
    const replies = canTakeReplies(visit.agency.smsSender, this.config);
    let key = `visit.${message.key}.${!replies && has(`visit.${message.key}.smsLinkOnly`) ? 'smsLinkOnly' : 'sms'}`;
    if (message.release && has(`${key}Release`)) key = `${key}Release`;
    const stop = message.optional && replies ? ` ${t('visit.smsStop')}` : '';
    return fitSms((k, v) => `${t(k, v)}${stop}`, key, values, visit.listing.place);
  }

  /** The agency's legal identity, as every e-mail footer gives it (loi Hoguet, IPI/BIV). */
  legalLine(t: T, visit: VisitContext): string {
    const { legal, name, country } = visit.agency;
    return legalLine(t, { name, country, ...legal });
  }

  /**
   * Warns the agent in charge on the channels of their preference. SMS is held back in quiet hours
   * and when the agent has no mobile number: the e-mail goes instead, so nothing is silently lost.
   */
  async toAgent(
    messages: MessageBatch,
    visit: VisitContext,
    alert: AgentAlert,
    message: {
      purpose: MessagePurpose;
      key: string;
      values?: Record<string, string>;
      /** Paragraphs after the body (the visitor's answers and the verdict), rendered in the agent's language. */
      details?: (t: T) => { paragraphs: string[]; sms: string };
    },
    now = new Date(),
  ): Promise<void> {
    const agent = visit.agent;
    const channel = agent.channels[alert];
    if (channel === 'none') return;
    const t = await translator(agent.language);
    const values = { ...this.values(visit, agent), ...message.values };
    const quiet = agent.quietHours ? inQuietHours(wallTime(now, visit.agency.timeZone), agent.quietHours) : false;
    const mobile = this.mobile(agent, visit);
    const sms = (channel === 'sms' || channel === 'both') && mobile !== null && !quiet;
    const email = channel === 'email' || channel === 'both' || !sms;
    const details = message.details?.(t) ?? { paragraphs: [], sms: '' };
    if (sms && mobile) {
      const text = fitSms(t, `visit.${message.key}.sms`, values, visit.listing.place);
      // The answers ride along when the SMS stays one segment; the e-mail always has them.
      const withDetails = details.sms ? `${text} ${details.sms}` : text;
      messages.add(
        smsRow({
          purpose: message.purpose,
          to: mobile,
          language: agent.language,
          text: fitsOneSegment(withDetails) ? withDetails : text,
          agencyId: visit.agency.id,
          userId: agent.id,
          visitId: visit.id,
          candidateId: visit.candidate.id,
          claimKey: `visit:${visit.id}:${message.purpose}:sms`,
        }),
      );
    }
    if (email) {
      messages.add(
        emailRow({
          purpose: message.purpose,
          to: agent.email,
          language: agent.language,
          agencyId: visit.agency.id,
          userId: agent.id,
          visitId: visit.id,
          candidateId: visit.candidate.id,
          claimKey: `visit:${visit.id}:${message.purpose}:email`,
          brand: { name: visit.agency.name, color: visit.agency.color },
          // The agent's reply goes to their agency's own address, when it gave one.
          headers: visit.agency.email
            ? { replyTo: { name: visit.agency.name, address: visit.agency.email } }
            : undefined,
          content: {
            subject: t(`visit.${message.key}.subject`, values),
            paragraphs: [
              t('greeting', { name: agent.firstName }),
              t(`visit.${message.key}.body`, values),
              ...details.paragraphs,
            ],
            action: { label: t('visit.openAgenda'), url: this.link('/pro/visits') },
            footer: t('visit.footerAgent'),
            legal: this.legalLine(t, visit),
            privacy: { label: t('visit.privacy'), url: this.link('/privacy') },
          },
        }),
      );
    }
  }

  /** The agent as the visitor knows them: their name, else the agency's. */
  private agentName(visit: VisitContext): string {
    return `${visit.agent.firstName} ${visit.agent.lastName}`.trim() || visit.agency.name;
  }

  /** Whether any message can reach the candidate: an e-mail, or a mobile number for SMS. */
  canReachCandidate(visit: VisitContext): boolean {
    return visit.candidate.email !== null || this.mobile(visit.candidate, visit) !== null;
  }

  private mobile(person: Person, visit: VisitContext): string | null {
    const e164 = person.phone ? toE164(person.phone, visit.agency.country) : null;
    return e164 && isMobile(e164) ? e164 : null;
  }

  values(visit: VisitContext, reader: Person, now = new Date()): Record<string, string> {
    return {
      when: visitWhen(visit.startsAt, visit.agency.timeZone, reader.language),
      // For SMS, read at once: "demain à 17:30", "morgen om 17.30".
      at: naturalWhen(visit.startsAt, visit.agency.timeZone, reader.language, now),
      rebook: this.link(`/book/${visit.listing.id}`),
      time: wallTime(visit.startsAt, visit.agency.timeZone),
      agency: visit.agency.name,
      agencyPhone: visit.agency.phone ? displayPhone(visit.agency.phone) : '',
      agent: `${visit.agent.firstName} ${visit.agent.lastName}`.trim(),
      agentFirst: visit.agent.firstName,
      ofAgent: ofPerson(visit.agent.firstName, reader.language),
      candidate: `${visit.candidate.firstName} ${visit.candidate.lastName}`.trim(),
      candidateFirst: visit.candidate.firstName,
      // French elides: "la visite d’Élodie".
      ofCandidate: ofPerson(`${visit.candidate.firstName} ${visit.candidate.lastName}`.trim(), reader.language),
      candidatePhone: visit.candidate.phone ? displayPhone(visit.candidate.phone) : '',
      candidateEmail: visit.candidate.email ?? '',
      // What the candidate gave: a phone, an e-mail or both.
      candidateContact: [visit.candidate.phone && displayPhone(visit.candidate.phone), visit.candidate.email]
        .filter(Boolean)
        .join(', '),
      reference: visit.listing.reference,
      listing: visit.listing.title[reader.language] ?? visit.listing.title.fr ?? visit.listing.reference,
      // A listing without an address yet (a draft made public) is named instead: never ", ." in a text.
      address: visit.listing.address || visit.listing.reference,
      why: visit.cancelledWhy ?? '',
    };
  }

  /**
   * The visit as an iTIP invitation (RFC 5546) from the agent to the visitor: REQUEST while it stands
   * (a move sends the same UID with a higher SEQUENCE, so calendars update it), CANCEL once it is off.
   */
  private async calendarFile(visit: VisitContext, email: string, link = ''): Promise<MessageAttachment> {
    const t = await translator(visit.candidate.language);
    const listing = visit.listing.title[visit.candidate.language] ?? visit.listing.title.fr ?? visit.listing.reference;
    const agent = this.agentName(visit);
    const status = calendarStatus(visit.status);
    const method = status === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
    const ics = renderCalendar(
      visit.agency.name,
      [
        {
          uid: visitCalendarUid(visit.calendar.uid),
          start: visit.startsAt,
          end: visit.endsAt,
          summary: t('visit.calendarSummary', { listing, agency: visit.agency.name }),
          location: visit.listing.address,
          // A cancellation needs no "confirm or cancel" line: the calendar only takes the event out.
          description:
            method === 'CANCEL'
              ? undefined
              : t('visit.calendarDescription', {
                  agent,
                  agentFirst: visit.agent.firstName,
                  agency: visit.agency.name,
                  link,
                }),
          status,
          sequence: visit.calendar.sequence,
          updated: new Date(),
          organizer: { name: agent, email: visit.agent.email },
          attendee: visitorAttendee(
            visit.status,
            `${visit.candidate.firstName} ${visit.candidate.lastName}`.trim(),
            email,
          ),
        },
      ],
      { method },
    );
    return {
      filename: 'visite.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: ics,
      method,
    };
  }
}
