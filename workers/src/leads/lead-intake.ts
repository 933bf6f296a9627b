import type { LeadNoticeData } from '@creneau/contracts';
import {
  leadLinkFor,
  leadListing,
  MessageBatch,
  upsertCandidate,
  type InboundEmailOutcome,
  type InboundEmailToParse,
  type LeadListingRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import type { EntityManager } from 'typeorm';
import { WaitingListMessenger } from '../candidates/waiting-list-messenger';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { leadMailOf } from './lead-mail.reader';
import { messageFacts } from './mail-headers';
import type { PortalLead } from './parsers/lead-mail';
import { parserFor } from './parsers/portal-parsers';

/** The parts of a listing's URL that may be a reference or an id: `…/appartement/a-louer/1050/11223344`. */
export function urlTokens(url: string | null): string[] {
  if (!url) return [];
  try {
    const { pathname } = new URL(url);
    const segments = pathname.split('/').map((part) => part.replace(/\.(html?|php)$/i, ''));
    return [...segments, ...segments.flatMap((part) => part.split(/[-_]/))].filter((part) => part.length >= 3);
  } catch {
    return [];
  }
}

const unparsed = (problem: InboundEmailOutcome['problem'], subject: string | null = null): InboundEmailOutcome => ({
  status: problem === 'auto_reply' || problem === 'own_address' ? 'ignored' : 'unparsed',
  portal: null,
  problem,
  lead: null,
  listingId: null,
  candidateId: null,
  linkSent: false,
  subject,
});

/**
 * Reads one stored message and turns it into a candidate (source portal) of the agency, then sends the
 * prospect a link to book the listing, by e-mail and SMS in their language, unless they booked it
 * already. What cannot be read is kept as unparsed, for a person; robots' messages are never answered.
 */
@Injectable()
export class LeadIntake {
  constructor(
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    private readonly messenger: WaitingListMessenger,
  ) {}

  async read(
    manager: EntityManager,
    email: InboundEmailToParse,
  ): Promise<{ outcome: InboundEmailOutcome; notice: LeadNoticeData }> {
    const facts = messageFacts(email.raw, email.sender);
    const notice = (outcome: InboundEmailOutcome, listing = ''): LeadNoticeData => ({
      inboundEmailId: email.id,
      candidateId: outcome.candidateId,
      candidate: outcome.lead ? `${outcome.lead.firstName} ${outcome.lead.lastName}`.trim() : email.sender,
      portal: outcome.portal,
      listing,
    });
    if (facts.autoReply) return { outcome: unparsed('auto_reply'), notice: notice(unparsed('auto_reply')) };
    const parsed = await simpleParser(email.raw, { skipImageLinks: true, skipTextToHtml: true }).catch(() => null);
    if (!parsed) return { outcome: unparsed('malformed'), notice: notice(unparsed('malformed')) };
    const mail = leadMailOf(parsed);
    const parser = parserFor(mail);
    const lead = parser.parse(mail);
    const subject = parsed.subject ?? null;
    if (!lead) {
      const outcome = { ...unparsed('no_contact', subject), portal: parser.portal };
      return { outcome, notice: notice(outcome) };
    }
    // A prospect "writing" from one of our own addresses is a loop or a forgery: never answered.
    if (lead.email?.endsWith(`@${this.config.LEADS_DOMAIN.toLowerCase()}`)) {
      const outcome = { ...unparsed('own_address', subject), portal: parser.portal };
      return { outcome, notice: notice(outcome) };
    }
    const { outcome, reference } = await this.intake(manager, email, parser.portal, lead, subject);
    return { outcome, notice: notice(outcome, reference) };
  }

  private async intake(
    manager: EntityManager,
    email: InboundEmailToParse,
    portal: InboundEmailOutcome['portal'],
    lead: PortalLead,
    subject: string | null,
  ): Promise<{ outcome: InboundEmailOutcome; reference: string }> {
    const { language, ...found } = lead;
    const listing = await leadListing(
      manager,
      email.agencyId,
      [...(lead.listingReference ? [lead.listingReference] : []), ...urlTokens(lead.listingUrl)],
      lead,
    );
    const firstName = lead.firstName || (lead.email?.split('@')[0] ?? '');
    const candidateId = await upsertCandidate(
      manager,
      email.agencyId,
      { email: lead.email, phone: lead.phone, firstName, lastName: lead.lastName, language },
      false,
      {
        listingId: listing?.listingId ?? null,
        source: 'portal',
        sourceDetail: { sourceName: portal ?? undefined, referrer: lead.listingUrl?.slice(0, 300) ?? undefined },
      },
    );
    const linkSent = listing ? await this.sendBookingLink(manager, email, listing, candidateId, lead, portal) : false;
    const outcome: InboundEmailOutcome = {
      status: 'parsed',
      portal,
      problem: null,
      lead: found,
      listingId: listing?.listingId ?? null,
      candidateId,
      linkSent,
      subject,
    };
    return { outcome, reference: listing?.reference ?? '' };
  }

  /** The prospect's link to book the listing: once per candidate and listing, never after they booked it. */
  private async sendBookingLink(
    manager: EntityManager,
    email: InboundEmailToParse,
    listing: LeadListingRow,
    candidateId: string,
    lead: PortalLead,
    portal: InboundEmailOutcome['portal'],
  ): Promise<boolean> {
    if (listing.booked) return false;
    const { listingId } = listing;
    const code = await leadLinkFor(manager, { agencyId: email.agencyId, listingId, candidateId, portal });
    const messages = new MessageBatch();
    await this.messenger.add(
      messages,
      listing,
      {
        id: candidateId,
        firstName: lead.firstName || (lead.email?.split('@')[0] ?? ''),
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        language: lead.language,
      },
      {
        purpose: 'portal_lead_link',
        key: 'bookingLink',
        claim: `lead:${listingId}`,
        link: this.messenger.link(`/c/${code}`),
      },
    );
    await messages.write(manager);
    return true;
  }
}
