import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// PAP: particuliers' listings, but agencies' too for its « Pro » offer: Nom, Téléphone, Email, Message.
export const pap: PortalParser = {
  portal: 'pap',
  recognises: (mail) => sentFrom(mail, ['pap.fr']),
  parse: (mail) => leadFromFields(mail, { country: 'FR', trustReplyTo: true }),
};
