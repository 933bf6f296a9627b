import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../lib/market';
import { usePublicConfig } from '../../lib/public-config';
import { CandidatesIllustration } from './CandidatesIllustration';

type Tab = 'sellers' | 'seekers';
const TABS: Tab[] = ['sellers', 'seekers'];

/** 'Mes Vendeurs' / 'Mes Candidats', sellers first (spec, section 2), as an ARIA tab list. */
export function ModulesToggle({ market }: { market: Market }) {
  const { t } = useTranslation('landing');
  const [tab, setTab] = useState<Tab>('sellers');
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ sellers: null, seekers: null });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    setTab(next);
    buttons.current[next]?.focus();
  };

  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="modules-title">
      <div className="landing-section__inner">
        <h2 id="modules-title" className="landing-section__title">
          {t('modules.title')}
        </h2>
        <div className="modules__tabs" role="tablist" aria-label={t('modules.tabs')} onKeyDown={onKeyDown}>
          {TABS.map((id) => (
            <button
              key={id}
              ref={(element) => {
                buttons.current[id] = element;
              }}
              type="button"
              role="tab"
              id={`modules-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`modules-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className="modules__tab"
              onClick={() => setTab(id)}
            >
              {t(`modules.${id}.tab`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`modules-panel-${tab}`}
          aria-labelledby={`modules-tab-${tab}`}
          className="modules__panel"
        >
          {tab === 'sellers' ? <SellersPanel market={market} /> : <SeekersPanel />}
        </div>
      </div>
    </section>
  );
}

function SellersPanel({ market }: { market: Market }) {
  const { t } = useTranslation('landing');
  const config = usePublicConfig();
  const video = config?.presentationVideoUrl;
  return (
    <div className="modules__content">
      <div>
        <h3 className="modules__title">{t('modules.sellers.title')}</h3>
        <p className="modules__lead">{t('modules.sellers.lead', { context: market === 'be' ? 'be' : undefined })}</p>
        <div className="modules__lists">
          <BulletList title={t('modules.sellers.howTitle')} items={t('modules.sellers.how', { returnObjects: true })} />
          <BulletList title={t('modules.sellers.whyTitle')} items={t('modules.sellers.why', { returnObjects: true })} />
        </div>
      </div>
      {video ? (
        <video
          className="modules__video"
          src={video}
          controls
          preload="metadata"
          title={t('modules.sellers.videoTitle')}
        />
      ) : (
        <div className="modules__poster">
          <span className="modules__play" aria-hidden="true" />
          <p>{t('modules.sellers.videoPoster')}</p>
        </div>
      )}
    </div>
  );
}

function SeekersPanel() {
  const { t } = useTranslation('landing');
  return (
    <div className="modules__content">
      <div>
        <h3 className="modules__title">{t('modules.seekers.title')}</h3>
        <p className="modules__lead">{t('modules.seekers.lead')}</p>
        <ul className="modules__benefits">
          {t('modules.seekers.benefits', { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <CandidatesIllustration label={t('modules.seekers.imageAlt')} />
    </div>
  );
}

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="modules__list-title">{title}</h4>
      <ul className="modules__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
