import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/useDocumentTitle';
import './LandingPage.css';
import { SampleWeek } from './landing/SampleWeek';

export function LandingPage() {
  const { t } = useTranslation(['web', 'global']);
  const title = t('global:pageTitles.landing');
  useDocumentTitle(title);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {title}
          </h1>
          <p className="hero__lead">{t('pages.landing.description')}</p>
          <div className="hero__actions">
            {/* /pro is the back office, another application: a full page load, not a client-side route. */}
            <a href="/pro" className="button button--primary button--large">
              {t('landing.proCta')}
            </a>
            <Link to="/visits" className="button button--secondary button--large">
              {t('landing.visitorCta')}
            </Link>
          </div>
        </div>
        <SampleWeek />
      </div>
    </section>
  );
}
