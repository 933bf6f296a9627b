import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { track } from '../analytics/analytics';
import { DemoModal } from '../components/demo/DemoModal';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useMarket } from '../lib/market';
import { BeforeAfter } from './landing/BeforeAfter';
import { ContactBlock } from './landing/ContactBlock';
import { Features } from './landing/Features';
import { Hero } from './landing/Hero';
import { ModulesToggle } from './landing/ModulesToggle';
import { PortalsSection } from './landing/PortalsSection';
import { RentalFileCard } from './landing/RentalFileCard';
import { TrustStrip } from './landing/TrustStrip';
import { WidgetSection } from './landing/WidgetSection';
import './LandingPage.css';

// The page type the marketing site has always reported for this page (spec, section 2).
const PAGE_TYPE = 'GSL';

/** `/` (the home page) and `/landing`: the same page, with the whole trust strip at home and four logos here. */
export function LandingPage() {
  const { t } = useTranslation(['global', 'landing']);
  const isHome = useLocation().pathname === '/';
  const market = useMarket();
  const [demoOpen, setDemoOpen] = useState(false);
  useDocumentTitle(t('pageTitles.landing'));

  const openDemo = () => {
    setDemoOpen(true);
    void track('Demo Modal', { action: 'open', pageType: PAGE_TYPE, ...(isHome ? { page: 'home' } : {}) });
  };

  return (
    <div className="landing" data-market={market}>
      <Hero market={market} onDemo={openDemo} />
      <TrustStrip market={market} count={isHome ? 6 : 4} />
      <Features />
      <ModulesToggle market={market} />
      <BeforeAfter />
      <PortalsSection market={market} />
      <WidgetSection market={market} />
      <RentalFileCard market={market} />
      <ContactBlock market={market} />
      {demoOpen && <DemoModal onClose={() => setDemoOpen(false)} />}
    </div>
  );
}
