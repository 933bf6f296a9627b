import { leadFromFields, sentFrom, type PortalParser } from './lead-mail-fields';

// Leboncoin: the message relayed from its messaging, the ad's title, reference and link, the contact's
// name and (when they chose to share them) e-mail and phone. Reply-To is the prospect's relay address.
export const leboncoin: PortalParser = {
  portal: 'leboncoin',
  recognises: (mail) => sentFrom(mail, ['leboncoin.fr']),
  parse: (mail) => leadFromFields(mail, { country: 'FR', trustReplyTo: true }),
};
