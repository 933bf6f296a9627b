import { describe, expect, it } from '@jest/globals';
import { previewPage, widgetSnippet } from './snippet';

describe('the widget snippet', () => {
  it('gives the inline frame by default and the button with its attributes', () => {
    const choice = { slug: 'agence-du-marais', mode: 'inline', color: '', lang: '' } as const;
    expect(widgetSnippet(choice, 'https://creneau.example')).toBe(
      '<div data-creneau-book="agence-du-marais"></div>\n<script src="https://creneau.example/widget.js" async></script>',
    );
    expect(widgetSnippet({ ...choice, mode: 'button', color: '#0f766e', lang: 'nl' }, 'https://c.example')).toContain(
      '<div data-creneau-book="agence-du-marais" data-mode="button" data-color="#0f766e" data-lang="nl"></div>',
    );
  });

  it('never writes a bad colour or markup into the snippet', () => {
    const snippet = widgetSnippet({ slug: 'a"><x', mode: 'inline', color: 'red;x', lang: '' }, 'https://c.example');
    expect(snippet).not.toContain('data-color');
    expect(snippet).toContain('data-creneau-book="a&quot;>&lt;x"');
    expect(previewPage(snippet, 'fr')).toContain('<html lang="fr">');
  });
});
