import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';
import type { Market } from '../../lib/market';
import { SampleCalendar } from './SampleCalendar';

/** Test-booking links may point to this site (/book/…) or to another one. */
function TestLink({ to, children }: { to: string; children: string }) {
  return to.startsWith('/') ? (
    <Link to={to}>{children}</Link>
  ) : (
    <a href={to} rel="noopener">
      {children}
    </a>
  );
}

export function Hero({ market, onDemo }: { market: Market; onDemo: () => void }) {
  const { t } = useTranslation('landing');
  const testBooking = usePublicConfig()?.testBooking;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{t(`hero.eyebrow.${market}`)}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__actions">
            <button type="button" className="button button--primary button--large" onClick={onDemo}>
              {t('hero.demo')}
            </button>
          </div>
          <p className="hero__claims">{t('hero.claims')}</p>
          {testBooking && (
            <p className="hero__tests">
              <span>{t('hero.testTitle')}</span> <TestLink to={testBooking.rent}>{t('hero.testRent')}</TestLink>
              <span aria-hidden="true"> · </span>
              <TestLink to={testBooking.sale}>{t('hero.testSale')}</TestLink>
            </p>
          )}
        </div>
        <SampleCalendar />
      </div>
    </section>
  );
}
