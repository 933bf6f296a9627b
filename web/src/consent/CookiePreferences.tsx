import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConsentTextVariant } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { acceptAllChoices, CONSENT_SERVICES, refuseAllChoices, savedChoices, type ServiceId } from './consent-record';
import { choose, openPreferences } from './consent-store';
import { useAnimatedPresence } from './useAnimatedPresence';

const ESSENTIAL = CONSENT_SERVICES.filter((service) => service.mandatory);
const OTHER = CONSENT_SERVICES.filter((service) => !service.mandatory);

/** "Your cookie preferences": essential services locked on, the others toggled, then Save / Accept all / Refuse all. */
export function CookiePreferences({
  open,
  choices,
  variant,
}: {
  open: boolean;
  choices: ServiceId[] | null;
  variant: ConsentTextVariant;
}) {
  const presence = useAnimatedPresence(open);
  if (!presence.mounted) return null;
  return <PreferencesDialog choices={choices} leaving={presence.leaving} variant={variant} />;
}

/** Mounted from the moment it opens to the end of its leaving animation. */
function PreferencesDialog({
  choices,
  leaving,
  variant,
}: {
  choices: ServiceId[] | null;
  leaving: boolean;
  variant: ConsentTextVariant;
}) {
  const { t } = useTranslation('web');
  const [toggled, setToggled] = useState<ServiceId[]>(() => choices ?? []);
  const dialog = useRef<HTMLDialogElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement;
    // showModal: focus kept inside, Escape, and the page behind made inert, as for the demo modal.
    if (!element.open) element.showModal();
    saveButton.current?.focus();
    return () => {
      element.close();
      // Back to the button that opened it (the footer's); the banner's Customize button is gone by then.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  // Escape is the only key the page behind does not see: let it play the leaving animation.
  useEffect(() => {
    const element = dialog.current;
    const cancel = (event: Event) => {
      event.preventDefault();
      openPreferences(false);
    };
    element?.addEventListener('cancel', cancel);
    return () => element?.removeEventListener('cancel', cancel);
  }, []);

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
    <dialog ref={dialog} className={`cookie-modal${leaving ? ' is-leaving' : ''}`} aria-labelledby="cookie-modal-title">
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
          ref={saveButton}
          type="button"
          className="button button--primary"
          onClick={() => choose(savedChoices(toggled), variant)}
        >
          {t('consent.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose(acceptAllChoices(), variant)}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose(refuseAllChoices(), variant)}>
          {t('consent.refuseAll')}
        </button>
      </div>
    </dialog>
  );
}
