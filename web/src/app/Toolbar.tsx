import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { useMarket } from '../lib/market';
import { useSession } from '../session/useSession';
import { useContactPhone } from './contact';
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
  const phone = useContactPhone(market);
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuOpen = openOn === pathname;
  const content = toolbarContent(me?.user.authType, pathname);
  // Until the session is known, no buttons rather than the wrong ones.
  const links = loading ? [] : content.links;
  const menu = loading ? [] : content.menu;

  return (
    <header
      className="toolbar"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setOpenOn(null);
        // Back where the person opened it, not lost at the top of the document.
        menuButton.current?.focus();
      }}
    >
      <div className="toolbar__inner">
        <Link to="/" className="toolbar__brand" aria-label={t('web:toolbar.homeLink')}>
          <BrandMark market={market} />
          <span>{t('app.name')}</span>
        </Link>
        {content.phone && phone && (
          <a
            href={`tel:${phone.dial}`}
            className="toolbar__phone"
            aria-label={t('web:toolbar.call', { number: phone.display })}
          >
            <PhoneIcon />
            <span className="toolbar__phone-number">{phone.display}</span>
          </a>
        )}
        {links.length > 0 && (
          <nav className="toolbar__links" aria-label={t('nav.main')}>
            {links.map((link) => (
              <ToolbarButton key={link.to} link={link} label={t(link.label)} />
            ))}
          </nav>
        )}
        {content.languages && !loading && <LanguageSwitcher />}
        {menu.length > 0 && (
          <MenuButton
            ref={menuButton}
            controls={MENU_ID}
            open={menuOpen}
            onToggle={() => setOpenOn(menuOpen ? null : pathname)}
          />
        )}
      </div>
      <nav id={MENU_ID} className="toolbar__menu" aria-label={t('nav.menu')} hidden={!menuOpen}>
        {menu.map((link) => (
          <ToolbarButton key={link.to} link={link} label={t(link.label)} onClick={() => setOpenOn(null)} />
        ))}
      </nav>
    </header>
  );
}

function ToolbarButton({ link, label, onClick }: { link: ToolbarLink; label: string; onClick?: () => void }) {
  const className = `button ${link.primary ? 'button--primary' : 'button--ghost'}`;
  // /pro is the back office, another application: a full page load, not a client-side route.
  return link.to.startsWith('/pro') ? (
    <a href={link.to} className={className}>
      {label}
    </a>
  ) : (
    // A link to the page already shown changes no route: it must still close the menu.
    <Link to={link.to} className={className} onClick={onClick}>
      {label}
    </Link>
  );
}
