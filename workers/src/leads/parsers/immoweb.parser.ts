import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// Immoweb (Belgium): in French (Nom, Téléphone) or Dutch (Naam, Telefoon, Referentie, Bericht); the
// labels tell the prospect's language.
export const immoweb: PortalParser = {
  portal: 'immoweb',
  recognises: (mail) => sentFrom(mail, ['immoweb.be']),
  parse: (mail) => leadFromFields(mail, { country: 'BE', trustReplyTo: true }),
};
