import { LISTING_PORTALS } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../lib/market';

// Agency software of the integrations catalogue, the ones most used in each country first.
const SOFTWARE: Record<Market, string[]> = {
  fr: ['Netty', 'Apimo', 'AC3', 'Ubiflow', 'Hektor', 'Agence Plus', 'Cosmo Soft', 'Gercop', 'SweepBright'],
  be: ['Whise', 'SweepBright', 'Realforce', 'Apimo', 'Netty', 'Bedin', 'Rodacom', 'Alveen'],
};

export function PortalsSection({ market }: { market: Market }) {
  const { t } = useTranslation('landing');
  const portals = market === 'be' ? [...LISTING_PORTALS].reverse() : LISTING_PORTALS;
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="portals-title">
      <div className="landing-section__inner landing-split">
        <div>
          <h2 id="portals-title" className="landing-section__title">
            {t('portals.title')}
          </h2>
          <p className="landing-section__text">{t('portals.text')}</p>
        </div>
        <div className="portals">
          <h3 className="portals__heading">{t('portals.listingPortals')}</h3>
          <ul className="portals__badges">
            {portals.map((portal) => (
              <li key={portal.id} className={`portals__portal ${portal.colorClass}`}>
                <span className="portals__initials" aria-hidden="true">
                  {portal.initials}
                </span>
                {portal.name}
              </li>
            ))}
          </ul>
          <h3 className="portals__heading">{t('portals.software')}</h3>
          <ul className="portals__software">
            {SOFTWARE[market].map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
