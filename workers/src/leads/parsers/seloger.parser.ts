import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// SeLoger: « Nouveau contact » e-mails list the contact's Nom, Prénom, E-mail, Téléphone, the agency's
// reference of the listing and its link; Reply-To is the prospect.
export const seloger: PortalParser = {
  portal: 'seloger',
  recognises: (mail) => sentFrom(mail, ['seloger.com']),
  parse: (mail) => leadFromFields(mail, { country: 'FR', trustReplyTo: true }),
};
