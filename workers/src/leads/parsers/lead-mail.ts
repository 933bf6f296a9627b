import type { LeadPortal, ParsedLead } from '@creneau/contracts';

/** What a parser reads of a message: mailparser's output reduced to plain texts. */
export interface LeadMail {
  /** The From address, lower case. */
  from: string;
  fromName: string;
  replyTo: string | null;
  replyToName: string;
  subject: string;
  /** The text part (mailparser writes one from the HTML when there is none). */
  text: string;
  /** The HTML part as lines, a table row's cells on one line ("Nom : | Sophie"): '' without HTML. */
  htmlText: string;
}

/** A lead as a parser found it, with the language the portal wrote in (the prospect's, most likely). */
export interface PortalLead extends ParsedLead {
  language: 'fr' | 'nl' | 'en';
}

/** One portal's reader: whether a message is its, and what it says. */
export interface PortalParser {
  portal: LeadPortal;
  recognises(mail: LeadMail): boolean;
  /** null: recognised, but no way to reach the prospect was found. */
  parse(mail: LeadMail): PortalLead | null;
}

/** Whether the message comes from one of these domains (or their subdomains). */
export function sentFrom(mail: LeadMail, domains: readonly string[]): boolean {
  const domain = mail.from.split('@')[1] ?? '';
  return domains.some((known) => domain === known || domain.endsWith(`.${known}`));
}
