import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../lib/market';
import { displayPrice } from '../../lib/price';
import { useFirstRenderRandom, useOrigin } from '../../ssr/same-as-server';

// One of these "screenshots" is drawn at random: the widget in the colours of agencies of the visitor's country.
const VARIANTS = {
  fr: [
    { agency: 'Agence du Marais', color: '#2f54eb', listing: 'flat', price: 1450, monthly: true },
    { agency: 'Maison Lumière', color: '#b54708', listing: 'house', price: 489000, monthly: false },
    { agency: 'Cap Logis', color: '#0e6480', listing: 'studio', price: 690, monthly: true },
  ],
  be: [
    { agency: 'Immo Sablon', color: '#0f766e', listing: 'studio', price: 790, monthly: true },
    { agency: 'Brabant Vastgoed', color: '#1e3bb8', listing: 'house', price: 425000, monthly: false },
    { agency: 'Liège Habitat', color: '#b42318', listing: 'flat', price: 1050, monthly: true },
  ],
} as const;
const SLOTS = [
  ['mon', '14:00'],
  ['mon', '17:30'],
  ['tue', '09:30'],
  ['tue', '12:15'],
  ['wed', '18:00'],
  ['thu', '10:45'],
] as const;

/** The real usage of the loader this install serves (web/src/widget/loader.ts). */
const widgetSnippet = (slug: string, origin: string) =>
  `<div data-creneau-book="${slug}"></div>\n<script src="${origin}/widget.js" async></script>`;

export function WidgetSection({ market }: { market: Market }) {
  const { t } = useTranslation('landing');
  const random = useFirstRenderRandom();
  const [draw] = useState(random);
  const variant = VARIANTS[market][Math.floor(draw * VARIANTS[market].length)];
  const origin = useOrigin();
  return (
    <section className="landing-section" aria-labelledby="widget-title">
      <div className="landing-section__inner landing-split">
        <div>
          <h2 id="widget-title" className="landing-section__title">
            {t('widget.title')}
          </h2>
          <p className="landing-section__text">{t('widget.text')}</p>
          {/* Focusable: on a phone the snippet scrolls sideways, and a keyboard must be able to scroll it. */}
          <pre className="widget-snippet" tabIndex={0}>
            <code>{widgetSnippet(t('widget.slugPlaceholder'), origin)}</code>
          </pre>
          <p className="widget-setup">{t('widget.setup')}</p>
        </div>
        <figure
          className="widget-shot"
          role="img"
          aria-label={t('widget.screenshotLabel')}
          style={{ '--widget-color': variant.color } as CSSProperties}
        >
          <div className="widget-shot__browser" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <div className="widget-shot__body" aria-hidden="true">
            <p className="widget-shot__agency">{variant.agency}</p>
            <p className="widget-shot__listing">{t(`widget.listing.${variant.listing}`)}</p>
            <p className="widget-shot__price">
              {displayPrice(variant.price, 'EUR')}
              {variant.monthly && ` ${t('widget.perMonth')}`}
            </p>
            <p className="widget-shot__slots-title">{t('widget.slots')}</p>
            <div className="widget-shot__slots">
              {SLOTS.map(([day, time], index) => (
                <span key={day + time} className={index === 2 ? 'is-picked' : undefined}>
                  {t(`calendar.days.${day}`)} {time}
                </span>
              ))}
            </div>
            <span className="widget-shot__book">{t('widget.book')}</span>
          </div>
        </figure>
      </div>
    </section>
  );
}
