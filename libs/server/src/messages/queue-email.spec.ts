import { emailRow, REDACTED_TOKEN } from './queue-email';

const rf = 'AUZUcqUSnGTL9-eGMZ9Z3VdZyK76oCD5WI1P4JPvPgE';
const email = (credentialLink: boolean) =>
  emailRow({
    purpose: 'rental_documents_added',
    to: 'agent@example.test',
    language: 'fr',
    brand: { name: 'Agence', color: '#1f4e79' },
    credentialLink,
    content: {
      subject: 'Nouveaux documents',
      paragraphs: [`Accepter — https://creneau.test/rf/${rf}/accept`],
      action: { label: 'Voir', url: `https://creneau.test/rf/${rf}/view` },
      secondary: { label: 'Entrer', url: 'https://creneau.test/visits/magic-link?token=abc123&next=%2F' },
      footer: 'Créneau',
    },
  });

describe('emailRow', () => {
  it('stores credential links redacted, in the text and the buttons, and keeps the usable body apart', () => {
    const row = email(true);
    for (const body of [row.bodyText, row.bodyHtml]) {
      expect(body).not.toContain(rf);
      expect(body).not.toContain('abc123');
      expect(body).toContain(`/rf/${REDACTED_TOKEN}/accept`);
      expect(body).toContain(`/rf/${REDACTED_TOKEN}/view`);
      expect(body).toContain(`token=${REDACTED_TOKEN}`);
    }
    expect(row.secret?.bodyText).toContain(`/rf/${rf}/accept`);
    expect(row.secret?.bodyHtml).toContain(`/rf/${rf}/view`);
    expect(row.secret?.bodyText).toContain('token=abc123');
  });

  it('stores an e-mail without credential links as written', () => {
    const row = email(false);
    expect(row.bodyText).toContain(`/rf/${rf}/accept`);
    expect(row.secret).toBeUndefined();
  });
});
