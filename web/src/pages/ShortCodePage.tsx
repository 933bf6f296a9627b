import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { PageLoader } from '../components/PageLoader';
import { ApplicationForm } from './visit-link/ApplicationForm';
import { useVisitLink } from './visit-link/useVisitLink';
import { VisitSummary } from './visit-link/VisitSummary';
import { CenteredCard } from './visits/CenteredCard';
import '../pages/visit-link/visit-link.css';

/**
 * /c/{code}: the link of every visit message. Opening it shows the visit; only a click confirms or
 * cancels, so a mail scanner following the link changes nothing.
 */
export function ShortCodePage() {
  const { t } = useTranslation(['web', 'global']);
  const code = useParams().shortCode ?? '';
  const link = useVisitLink(code);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const confirm = useAction(() => link.act('confirm'));
  const cancel = useAction(() => link.act('cancel', { reason: reason.trim() || undefined }));
  useDocumentTitle(t('visitLink.title'));

  if (link.error) {
    return (
      <CenteredCard>
        <h1 className="card__title card__title--page">{t('visitLink.unknownTitle')}</h1>
        <FormAlert>{t(link.error === 'NOT_FOUND' ? 'visitLink.unknown' : `global:errors.${link.error}`)}</FormAlert>
      </CenteredCard>
    );
  }
  if (!link.view) return <PageLoader />;
  const view = link.view;
  const error = confirm.error ?? cancel.error;
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t(`visitLink.status.${view.status}`)}</h1>
      <VisitSummary view={view} />
      {error && <FormAlert>{t(`global:${error.key}`)}</FormAlert>}
      <div role="status" className="visit-link__status">
        {view.status === 'confirmed' && t('visitLink.confirmedNote')}
        {view.status === 'cancelled' && t('visitLink.cancelledNote')}
      </div>
      {view.status === 'cancelled' && (
        <a className="button button--primary button--large button--wide" href={`/book/${view.listing.id}`}>
          {t('visitLink.bookAgain')}
        </a>
      )}
      {view.can.confirm && !cancelling && (
        <button
          type="button"
          className="button button--primary button--large button--wide"
          aria-disabled={confirm.pending || undefined}
          onClick={() => void confirm.run()}
        >
          {t('visitLink.confirm')}
        </button>
      )}
      {view.can.cancel && !cancelling && (
        <button type="button" className="button button--large button--wide" onClick={() => setCancelling(true)}>
          {t('visitLink.cancel')}
        </button>
      )}
      {cancelling && view.can.cancel && (
        <form
          className="visit-link__cancel"
          onSubmit={(event) => {
            event.preventDefault();
            void cancel.run();
          }}
        >
          <label htmlFor="cancel-reason">{t('visitLink.reason')}</label>
          <textarea
            id="cancel-reason"
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="submit"
            className="button button--danger button--large button--wide"
            aria-disabled={cancel.pending || undefined}
          >
            {t('visitLink.cancelConfirm')}
          </button>
          <button type="button" className="button button--large button--wide" onClick={() => setCancelling(false)}>
            {t('visitLink.keep')}
          </button>
        </form>
      )}
      {view.can.apply && <ApplicationForm code={code} view={view} onSent={link.replace} />}
    </CenteredCard>
  );
}
