import { useTranslation } from 'react-i18next';
import { acceptAllChoices } from './consent-record';
import { choose, openPreferences, useConsent } from './consent-store';
import { CookiePreferences } from './CookiePreferences';
import './CookieBanner.css';
import { useAnimatedPresence } from './useAnimatedPresence';

/** Shown until a choice exists; the preferences can be reopened from the footer. */
export function CookieBanner() {
  const { t } = useTranslation('web');
  const { choices, preferencesOpen } = useConsent();
  const banner = useAnimatedPresence(choices === null && !preferencesOpen);
  return (
    <>
      {banner.mounted && (
        <section
          className={`cookie-banner${banner.leaving ? ' is-leaving' : ''}`}
          aria-labelledby="cookie-banner-title"
        >
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            {t('consent.title')}
          </h2>
          <p className="cookie-banner__text">{t('consent.text')}</p>
          <div className="cookie-banner__actions">
            <button type="button" className="button button--primary" onClick={() => choose(acceptAllChoices())}>
              {t('consent.accept')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => openPreferences(true)}>
              {t('consent.customize')}
            </button>
          </div>
        </section>
      )}
      <CookiePreferences open={preferencesOpen} choices={choices} />
    </>
  );
}
