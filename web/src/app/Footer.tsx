import { useTranslation } from 'react-i18next';
import { LEGAL_PAGES } from '@creneau/contracts';
import { Link } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { SocialLinks } from '../components/SocialLinks';
import { openPreferences } from '../consent/consent-store';
import './Footer.css';

export function Footer() {
  const { t } = useTranslation(['global', 'web']);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <p className="footer__brand">
            <BrandMark size={24} />
            {t('app.name')}
          </p>
          <p className="footer__blurb">{t('web:footer.blurb')}</p>
          <SocialLinks />
        </div>
        <nav aria-label={t('nav.legal')}>
          <ul className="footer__links">
            {LEGAL_PAGES.map(({ to, page }) => (
              <li key={to}>
                <Link to={to}>{t(`pageTitles.${page}`)}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="footer__link-button" onClick={() => openPreferences(true)}>
                {t('web:consent.manage')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__copyright">{t('web:footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
