import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// Zimmo (Flanders): in Dutch (Naam, E-mail, Telefoon, Referentie, Bericht).
export const zimmo: PortalParser = {
  portal: 'zimmo',
  recognises: (mail) => sentFrom(mail, ['zimmo.be']),
  parse: (mail) => leadFromFields(mail, { country: 'BE', language: 'nl', trustReplyTo: true }),
};
