import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuButton } from './MenuButton';
import './Toolbar.css';

const MENU_ID = 'toolbar-menu';

export function Toolbar() {
  const { t } = useTranslation(['global', 'web']);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header
      className="toolbar"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpenOn(null);
      }}
    >
      <div className="toolbar__inner">
        <Link to="/" className="toolbar__brand" aria-label={t('web:toolbar.homeLink')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        <nav id={MENU_ID} className={menuOpen ? 'toolbar__menu is-open' : 'toolbar__menu'} aria-label={t('nav.main')}>
          {/* /pro is the back office, another application: a full page load, not a client-side route. */}
          <a href="/pro" className="button button--ghost">
            {t('nav.login')}
          </a>
          <Link to="/visits" className="button button--primary">
            {t('nav.visitor')}
          </Link>
        </nav>
        <LanguageSwitcher />
        <MenuButton controls={MENU_ID} open={menuOpen} onToggle={() => setOpenOn(menuOpen ? null : pathname)} />
      </div>
    </header>
  );
}
