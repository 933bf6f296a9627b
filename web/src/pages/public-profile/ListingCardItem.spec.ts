import { describe, expect, it, jest } from '@jest/globals';
import type { ListingCard } from '@creneau/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ListingCardItem } from './ListingCardItem';

const card: ListingCard = {
  id: 'f2b0c6c4-4c55-4d4c-9a47-0d1c2b3a4e5f',
  transaction: 'sale',
  propertyType: 'apartment',
  title: { en: 'Bright flat' },
  amount: 350000,
  currency: 'EUR',
  surface: null,
  rooms: null,
  bedrooms: null,
  city: null,
  country: 'FR',
  status: 'active',
  cover: null,
};

async function render(listing: ListingCard, language: string): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, showSupportNotice: false } as never);
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(ListingCardItem, { card: listing })),
    ),
  );
  return html.replace(/[\u202f\u00a0]/g, ' ');
}

describe('the price on a public listing card', () => {
  it('is written as everywhere in the product (French format, no decimals), whatever the page language', async () => {
    expect(await render(card, 'en')).toContain('350 000 €');
    expect(await render(card, 'nl')).toContain('350 000 €');
  });

  it('shows PRICE ERR. for a currency it cannot format, and reports its symbol and ISO code', async () => {
    const errors: unknown[] = [];
    jest.spyOn(console, 'error').mockImplementation((message) => void errors.push(message));

    expect(await render({ ...card, currency: '¥' }, 'fr')).toContain('PRICE ERR.');
    expect(await render({ ...card, amount: Number.NaN, currency: '€' }, 'fr')).toContain('PRICE ERR.');
    expect(errors).toEqual([
      'Price format failure: 350000 in ¥ (ISO unknown): unknown currency',
      'Price format failure: NaN in € (ISO EUR): not a finite number',
    ]);
  });
});
