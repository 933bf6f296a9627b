import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { useMarket } from '../lib/market';
import { useSession } from '../session/useSession';
import { CONTACT_PHONE } from './contact';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuButton } from './MenuButton';
import { PhoneIcon } from './PhoneIcon';
import { toolbarContent, type ToolbarLink } from './toolbar-links';
import './Toolbar.css';

const MENU_ID = 'toolbar-menu';

export function Toolbar() {
  const { t } = useTranslation(['global', 'web']);
  const { pathname } = useLocation();
  const { me, loading } = useSession();
  const market = useMarket();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const content = toolbarContent(me?.user.authType, pathname);
  // Until the session is known, no buttons rather than the wrong ones.
  const links = loading ? [] : content.links;

  return (
    <header
      className="toolbar"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpenOn(null);
      }}
    >
      <div className="toolbar__inner">
        <Link to="/" className="toolbar__brand" aria-label={t('web:toolbar.homeLink')}>
          <BrandMark market={market} />
          <span>{t('app.name')}</span>
        </Link>
        {content.phone && (
          <a
            href={`tel:${CONTACT_PHONE.dial}`}
            className="toolbar__phone"
            aria-label={t('web:toolbar.call', { number: CONTACT_PHONE.display })}
          >
            <PhoneIcon />
            <span className="toolbar__phone-number">{CONTACT_PHONE.display}</span>
          </a>
        )}
        <nav id={MENU_ID} className={menuOpen ? 'toolbar__menu is-open' : 'toolbar__menu'} aria-label={t('nav.main')}>
          {links.map((link) => (
            <ToolbarButton key={`${link.to}-${link.only ?? ''}`} link={link} label={t(link.label)} />
          ))}
        </nav>
        {content.languages && !loading && <LanguageSwitcher />}
        {links.length > 0 && (
          <MenuButton controls={MENU_ID} open={menuOpen} onToggle={() => setOpenOn(menuOpen ? null : pathname)} />
        )}
      </div>
    </header>
  );
}

function ToolbarButton({ link, label }: { link: ToolbarLink; label: string }) {
  const className = [
    'button',
    link.primary ? 'button--primary' : 'button--ghost',
    link.only && `toolbar__only-${link.only}`,
  ]
    .filter(Boolean)
    .join(' ');
  // /pro is the back office, another application: a full page load, not a client-side route.
  return link.to.startsWith('/pro') ? (
    <a href={link.to} className={className}>
      {label}
    </a>
  ) : (
    <Link to={link.to} className={className}>
      {label}
    </Link>
  );
}
