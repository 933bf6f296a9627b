import { useTranslation } from 'react-i18next';
import type { Market } from '../../lib/market';

interface Logo {
  name: string;
  shape: 'roof' | 'key' | 'circle' | 'wave' | 'tower' | 'door';
  hue: number;
}

// Drawn here rather than loaded: no third-party image, and each install replaces them with its own customers.
const LOGOS: Record<Market, Logo[]> = {
  fr: [
    { name: 'Agence du Marais', shape: 'roof', hue: 222 },
    { name: 'Maison Lumière', shape: 'circle', hue: 38 },
    { name: 'Cap Logis', shape: 'wave', hue: 195 },
    { name: 'Clés de Provence', shape: 'key', hue: 12 },
    { name: 'Atlantique Immo', shape: 'tower', hue: 160 },
    { name: 'Rives & Toits', shape: 'door', hue: 280 },
  ],
  be: [
    { name: 'Immo Sablon', shape: 'roof', hue: 222 },
    { name: 'Brabant Vastgoed', shape: 'tower', hue: 160 },
    { name: 'Immo Meuse', shape: 'wave', hue: 195 },
    { name: 'Gent Wonen', shape: 'door', hue: 280 },
    { name: 'Liège Habitat', shape: 'key', hue: 12 },
    { name: 'Kust & Polder', shape: 'circle', hue: 38 },
  ],
};

const SHAPES: Record<Logo['shape'], string> = {
  roof: 'M3 13 12 4l9 9v8h-6v-5H9v5H3z',
  key: 'M8 4a5 5 0 0 1 4.6 7H21v3h-2v3h-3v-3h-3.4A5 5 0 1 1 8 4zm0 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  circle: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  wave: 'M2 14c3-4 6-4 10 0s7 4 10 0v6H2z M2 8c3-4 6-4 10 0s7 4 10 0v3c-3 4-6 4-10 0S5 7 2 11z',
  tower: 'M9 2h6v4h3v16H6V6h3zm1 8v3h4v-3z',
  door: 'M5 3h14v18H5zm9 8a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
};

/** Four logos on /landing, the whole strip on the home page. */
export function TrustStrip({ market, count }: { market: Market; count: number }) {
  const { t } = useTranslation('landing');
  return (
    <section className="trust" aria-labelledby="trust-title">
      <h2 id="trust-title" className="trust__title">
        {t('trust.title')}
      </h2>
      <ul className="trust__logos">
        {LOGOS[market].slice(0, count).map((logo) => (
          <li key={logo.name} className="trust__logo" style={{ color: `hsl(${logo.hue} 45% 32%)` }}>
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={SHAPES[logo.shape]} />
            </svg>
            <span>{logo.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
