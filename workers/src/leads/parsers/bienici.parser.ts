import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// Bien'ici: « Demande de contact » with Nom, E-mail, Téléphone, Message and « Référence annonce ».
export const bienici: PortalParser = {
  portal: 'bienici',
  recognises: (mail) => sentFrom(mail, ['bienici.com']),
  parse: (mail) => leadFromFields(mail, { country: 'FR', trustReplyTo: true }),
};
