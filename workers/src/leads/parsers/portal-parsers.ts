import { bienici } from './bienici.parser';
import { generic } from './generic.parser';
import { immoweb } from './immoweb.parser';
import type { LeadMail, PortalParser } from './lead-mail';
import { leboncoin } from './leboncoin.parser';
import { logicImmo } from './logic-immo.parser';
import { pap } from './pap.parser';
import { seloger } from './seloger.parser';
import { zimmo } from './zimmo.parser';

// The portals' own readers first; the generic one reads what none of them recognises.
export const PORTAL_PARSERS: readonly PortalParser[] = [
  seloger,
  leboncoin,
  bienici,
  logicImmo,
  pap,
  immoweb,
  zimmo,
  generic,
];

/** The parser of the message's sender. */
export function parserFor(mail: LeadMail): PortalParser {
  return PORTAL_PARSERS.find((parser) => parser.recognises(mail)) ?? generic;
}
