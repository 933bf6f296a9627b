import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/forms/SubmitButton';

interface VisitPanelFormProps {
  title: string;
  intro: string;
  confirmLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The panel's own fields and alerts, between the intro and the buttons. */
  children: ReactNode;
}

/** The frame a visitor's change to a visit opens in: a titled form that confirms, or keeps the visit as it is. */
export function VisitPanelForm({
  title,
  intro,
  confirmLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: VisitPanelFormProps) {
  const { t } = useTranslation('web');
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="visit-panel" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h4 id={titleId} className="visit-panel__title">
        {title}
      </h4>
      <p className="card__intro">{intro}</p>
      {children}
      <div className="card__actions">
        <SubmitButton pending={pending} pendingLabel={t('visitorVisits.working')} wide={false}>
          {confirmLabel}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('visitorVisits.keep')}
        </button>
      </div>
    </form>
  );
}
