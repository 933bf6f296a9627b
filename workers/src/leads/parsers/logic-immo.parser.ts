import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// Logic-Immo (France and Belgium): Prénom, Nom, Email, Téléphone, the reference and the listing's link.
export const logicImmo: PortalParser = {
  portal: 'logic_immo',
  recognises: (mail) => sentFrom(mail, ['logic-immo.com', 'logic-immo.be']),
  parse: (mail) => leadFromFields(mail, { country: 'FR', trustReplyTo: true }),
};
