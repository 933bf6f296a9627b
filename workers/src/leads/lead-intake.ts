import type { LeadNoticeData } from '@creneau/contracts';
import {
  GroupedCalls,
  leadListings,
  leadStandIns,
  MessageBatch,
  recordInboundOutcome,
  writeLead,
  type InboundEmailOutcome,
  type InboundEmailToParse,
  type LeadListingRequest,
  type LeadListingRow,
  type LeadStandIns,
  type QueuedMessageRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
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
 * Two round trips for a lead, the listing and the write (see writeLead), outside any transaction: each
 * is one statement, and the write takes the message only if it is still to read. The listings of the
 * leads read together are matched in one.
 */
@Injectable()
export class LeadIntake {
  // The listings of the leads read together are matched in one statement (see GroupedCalls).
  private readonly listings = new GroupedCalls((requests: LeadListingRequest[]) =>
    leadListings(this.dataSource, requests),
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    private readonly messenger: WaitingListMessenger,
  ) {}

  /**
   * What the message made, or null when another job (or a person's re-parse) read it meanwhile. `quiet`:
   * the booking link's messages are queued without a NOTIFY, the caller wakes its own relay (LocalRelay).
   */
  async read(
    email: InboundEmailToParse,
    quiet = false,
  ): Promise<{ outcome: InboundEmailOutcome; notice: LeadNoticeData } | null> {
    const facts = messageFacts(email.raw, email.sender);
    const notice = (outcome: InboundEmailOutcome, listing = ''): LeadNoticeData => ({
      inboundEmailId: email.id,
      candidateId: outcome.candidateId,
      candidate: outcome.lead ? `${outcome.lead.firstName} ${outcome.lead.lastName}`.trim() : email.sender,
      portal: outcome.portal,
      listing,
    });
    const noLead = async (outcome: InboundEmailOutcome) =>
      (await recordInboundOutcome(this.dataSource, email.id, outcome)) ? { outcome, notice: notice(outcome) } : null;
    if (facts.autoReply) return noLead(unparsed('auto_reply'));
    const parsed = await simpleParser(email.raw, { skipImageLinks: true, skipTextToHtml: true }).catch(() => null);
    if (!parsed) return noLead(unparsed('malformed'));
    const mail = leadMailOf(parsed);
    const parser = parserFor(mail);
    const lead = parser.parse(mail);
    const subject = parsed.subject ?? null;
    if (!lead) return noLead({ ...unparsed('no_contact', subject), portal: parser.portal });
    // A prospect "writing" from one of our own addresses is a loop or a forgery: never answered.
    if (lead.email?.endsWith(`@${this.config.LEADS_DOMAIN.toLowerCase()}`)) {
      return noLead({ ...unparsed('own_address', subject), portal: parser.portal });
    }
    const intake = await this.intake(email, parser.portal, lead, subject, quiet);
    return intake && { outcome: intake.outcome, notice: notice(intake.outcome, intake.reference) };
  }

  private async intake(
    email: InboundEmailToParse,
    portal: InboundEmailOutcome['portal'],
    lead: PortalLead,
    subject: string | null,
    quiet: boolean,
  ): Promise<{ outcome: InboundEmailOutcome; reference: string } | null> {
    const { language, ...found } = lead;
    const listing = await this.listings.call({
      agencyId: email.agencyId,
      references: [...(lead.listingReference ? [lead.listingReference] : []), ...urlTokens(lead.listingUrl)],
      contact: lead,
    });
    const firstName = lead.firstName || (lead.email?.split('@')[0] ?? '');
    const standIns = leadStandIns();
    // The link once per candidate and listing (writeLead), never after they booked it.
    const messages = listing && !listing.booked ? await this.bookingLink(listing, lead, standIns) : null;
    const written = await writeLead(
      this.dataSource,
      {
        inboundEmailId: email.id,
        agencyId: email.agencyId,
        contact: { email: lead.email, phone: lead.phone, firstName, lastName: lead.lastName, language },
        listingId: listing?.listingId ?? null,
        sourceDetail: { sourceName: portal ?? undefined, referrer: lead.listingUrl?.slice(0, 300) ?? undefined },
        outcome: { portal, lead: found, subject },
        link: messages && { messages },
      },
      standIns,
      quiet,
    );
    if (!written) return null;
    const outcome: InboundEmailOutcome = {
      status: 'parsed',
      portal,
      problem: null,
      lead: found,
      listingId: listing?.listingId ?? null,
      candidateId: written.candidateId,
      linkSent: messages !== null,
      subject,
    };
    return { outcome, reference: listing?.reference ?? '' };
  }

  /** The booking link's e-mail and SMS in the prospect's language, rendered with the write's stand-ins. */
  private async bookingLink(
    listing: LeadListingRow,
    lead: PortalLead,
    standIns: LeadStandIns,
  ): Promise<QueuedMessageRow[]> {
    const { listingId } = listing;
    const messages = new MessageBatch();
    await this.messenger.add(
      messages,
      listing,
      {
        id: standIns.candidateId,
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
        link: this.messenger.link(`/c/${standIns.code}`),
      },
    );
    return messages.take();
  }
}
