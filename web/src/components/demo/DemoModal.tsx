import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarket } from '../../lib/market';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../session/useSession';
import { useToast } from '../../toasts/ToastProvider';
import './DemoModal.css';

type Step = 'qualify' | 'booking';

/**
 * "Demander une démo": the demo is for real-estate professionals, so anyone not signed in as one
 * first says who they are; a private individual is sent away, a professional picks a slot in the
 * external scheduling page.
 */
export function DemoModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('landing');
  const { me } = useSession();
  const isB2B = me?.user.authType === 'realtor' || me?.user.authType === 'ops';
  const [step, setStep] = useState<Step>(isB2B ? 'booking' : 'qualify');
  const dialog = useRef<HTMLDialogElement>(null);
  const toast = useToast();

  useEffect(() => {
    const element = dialog.current;
    // showModal gives the focus trap, Escape and the inert page behind for free.
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const individual = () => {
    onClose();
    toast.show({ message: t('demo.individualToast'), type: 'info', size: 'md' });
  };

  return (
    <dialog
      ref={dialog}
      className={`demo-modal demo-modal--${step}`}
      aria-labelledby="demo-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="demo-modal__header">
        <h2 id="demo-modal-title" className="demo-modal__title">
          {t('demo.title')}
        </h2>
        <button type="button" className="demo-modal__close" aria-label={t('demo.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {step === 'qualify' ? (
        <div className="demo-modal__qualify">
          <p className="demo-modal__question">{t('demo.qualifyQuestion')}</p>
          <div className="demo-modal__choices">
            <button type="button" className="button button--primary button--large" onClick={() => setStep('booking')}>
              {t('demo.professional')}
            </button>
            <button type="button" className="button button--secondary button--large" onClick={individual}>
              {t('demo.individual')}
            </button>
          </div>
          <p className="demo-modal__note">{t('demo.qualifyNote')}</p>
        </div>
      ) : (
        <SchedulingFrame />
      )}
    </dialog>
  );
}

function SchedulingFrame() {
  const { t } = useTranslation('landing');
  const config = usePublicConfig();
  const [loaded, setLoaded] = useState(false);
  const market = useMarket();
  const url = config?.demoSchedulingUrl;
  // The contact details come with the same configuration: known here whenever config is.
  if (config?.contact && !url) {
    const { email, phones } = config.contact;
    return <p className="demo-modal__unavailable">{t('demo.unavailable', { phone: phones[market].display, email })}</p>;
  }
  return (
    <div className="demo-modal__frame" aria-busy={!loaded}>
      {!loaded && (
        <p className="demo-modal__loading" role="status">
          <span className="demo-modal__spinner" aria-hidden="true" />
          {t('demo.loading')}
        </p>
      )}
      {url && (
        <iframe
          src={url}
          title={t('demo.frameTitle')}
          className={loaded ? 'is-loaded' : undefined}
          onLoad={() => setLoaded(true)}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
