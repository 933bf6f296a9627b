import { leadFromFields, type PortalParser } from './lead-mail-fields';

/**
 * Any other sender (a smaller portal, an agency's own site form, a network's relay): labelled fields
 * in French, Dutch or English, and only those. A person writing straight to the address, or spam, has
 * none: kept for a person to read, never made a candidate from its From line.
 */
export const generic: PortalParser = {
  portal: 'generic',
  recognises: () => true,
  parse: (mail) => leadFromFields(mail, { country: 'FR' }),
};
