import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAllChoices, CONSENT_SERVICES, refuseAllChoices, savedChoices, type ServiceId } from './consent-record';
import { choose, openPreferences } from './consent-store';
import { useAnimatedPresence } from './useAnimatedPresence';

const ESSENTIAL = CONSENT_SERVICES.filter((service) => service.mandatory);
const OTHER = CONSENT_SERVICES.filter((service) => !service.mandatory);

/** "Your cookie preferences": essential services locked on, the others toggled, then Save / Accept all / Refuse all. */
export function CookiePreferences({ open, choices }: { open: boolean; choices: ServiceId[] | null }) {
  const { t } = useTranslation('web');
  const presence = useAnimatedPresence(open);
  const [toggled, setToggled] = useState<ServiceId[]>([]);
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    setToggled(choices ?? []);
    firstButton.current?.focus();
  }, [open, choices]);

  if (!presence.mounted) return null;
  const toggle = (id: ServiceId) =>
    setToggled((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  const service = (id: ServiceId, locked: boolean) => (
    <li key={id} className="cookie-service">
      <label className="cookie-service__row">
        <input type="checkbox" checked={locked || toggled.includes(id)} disabled={locked} onChange={() => toggle(id)} />
        <span className="cookie-service__name">{t(`consent.services.${id}.name`)}</span>
      </label>
      <p className="cookie-service__description">{t(`consent.services.${id}.description`)}</p>
    </li>
  );

  return (
    <div
      className={`cookie-modal${presence.leaving ? ' is-leaving' : ''}`}
      onKeyDown={(event) => event.key === 'Escape' && openPreferences(false)}
    >
      <div className="cookie-modal__card" role="dialog" aria-modal="true" aria-labelledby="cookie-modal-title">
        <h2 id="cookie-modal-title">{t('consent.preferences')}</h2>
        <h3>{t('consent.essential')}</h3>
        <ul className="cookie-modal__list">{ESSENTIAL.map((s) => service(s.id, true))}</ul>
        <h3>{t('consent.other')}</h3>
        {OTHER.length === 0 ? (
          <p>{t('consent.noService')}</p>
        ) : (
          <ul className="cookie-modal__list">{OTHER.map((s) => service(s.id, false))}</ul>
        )}
        <div className="cookie-banner__actions">
          <button
            ref={firstButton}
            type="button"
            className="button button--primary"
            onClick={() => choose(savedChoices(toggled))}
          >
            {t('consent.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(acceptAllChoices())}>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(refuseAllChoices())}>
            {t('consent.refuseAll')}
          </button>
        </div>
      </div>
    </div>
  );
}
