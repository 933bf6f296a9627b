import { renderHtml, renderText, type EmailContent } from './email-layout';

const content = (label: string): EmailContent => ({
  subject: 'S',
  paragraphs: ['Bonjour,', 'Texte.'],
  action: { label, url: 'https://creneau.example/c/AbCdEfGhJk' },
  footer: 'Pied',
});

describe('renderText', () => {
  it('sets the link off with the colon of the language: after a no-break space in French only', () => {
    expect(renderText(content('Gérer ma visite'), 'fr')).toContain('Gérer ma visite\u00a0: https://creneau.example/c/');
    expect(renderText(content('Mijn bezoek beheren'), 'nl')).toContain(
      'Mijn bezoek beheren: https://creneau.example/c/',
    );
    expect(renderText(content('Manage my viewing'), 'en')).toContain('Manage my viewing: https://creneau.example/c/');
  });

  it('ends with the footer after the signature delimiter', () => {
    expect(renderText(content('Gérer'), 'fr')).toBe(
      'Bonjour,\n\nTexte.\n\nGérer\u00a0: https://creneau.example/c/AbCdEfGhJk\n\n-- \nPied\n',
    );
  });
});

describe('renderHtml', () => {
  it('says the language of the message on <html>, so screen readers read it right', () => {
    const brand = { name: 'Immo', color: '#1f4e79' };
    expect(renderHtml(content('Beheren'), brand, 'nl')).toMatch(/^<!doctype html><html lang="nl">/);
    expect(renderHtml(content('Gérer'), brand, 'fr')).toMatch(/^<!doctype html><html lang="fr">/);
  });
});
