import { useTranslation } from 'react-i18next';
import { acceptAllChoices, refuseAllChoices } from './consent-record';
import { choose, openPreferences, useConsent } from './consent-store';
import { CookiePreferences } from './CookiePreferences';
import './CookieBanner.css';
import { useAnimatedPresence } from './useAnimatedPresence';
import { useConsentVariant } from './useConsentVariant';

/**
 * Shown until a choice exists; the preferences can be reopened from the footer. With audience measurement
 * configured, the first screen says so and refuses as easily as it accepts (CNIL: same level, same look).
 */
export function CookieBanner() {
  const { t } = useTranslation('web');
  const { choices, preferencesOpen } = useConsent();
  const variant = useConsentVariant();
  const optional = variant === 'analytics';
  const banner = useAnimatedPresence(variant !== null && choices === null && !preferencesOpen);
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
          <p className="cookie-banner__text">{optional ? t('consent.textWithAnalytics') : t('consent.text')}</p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => choose(acceptAllChoices(), variant ?? 'essential')}
            >
              {t('consent.accept')}
            </button>
            {optional && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => choose(refuseAllChoices(), 'analytics')}
              >
                {t('consent.refuseAll')}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={() => openPreferences(true)}>
              {t('consent.customize')}
            </button>
          </div>
        </section>
      )}
      <CookiePreferences open={preferencesOpen} choices={choices} variant={variant ?? 'essential'} />
    </>
  );
}
