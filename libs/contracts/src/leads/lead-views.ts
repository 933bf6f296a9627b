import type { InboundEmailProblem, InboundEmailStatus, LeadPortal, ParsedLead } from './portals';

/** One inbound address: the agency's own (userId null) or an agent's. */
export interface InboundAddressView {
  address: string;
  userId: string | null;
  /** The agent's name, or null for the agency's address. */
  name: string | null;
}

/** GET /api/inbound-addresses: the caller's address first, the agency's, and (for an admin) the agents'. */
export interface InboundAddressesView {
  domain: string;
  mine: InboundAddressView | null;
  agency: InboundAddressView;
  agents: InboundAddressView[];
}

/** A row of the inbound messages list (GET /api/inbound-emails). */
export interface InboundEmailListItem {
  id: string;
  receivedAt: string;
  sender: string;
  recipient: string;
  subject: string | null;
  status: InboundEmailStatus;
  portal: LeadPortal | null;
  problem: InboundEmailProblem | null;
  candidateId: string | null;
  listingId: string | null;
  /** The prospect's name as read, for the list. */
  prospect: string | null;
}

/** One inbound message with what was read from it and its text, for a person to handle it. */
export interface InboundEmailDetail extends InboundEmailListItem {
  messageId: string;
  size: number;
  spf: string | null;
  dkim: string | null;
  lead: ParsedLead | null;
  linkSent: boolean;
  parsedAt: string | null;
  /** The message's text as received (capped), to read what the parser could not. */
  text: string;
}
