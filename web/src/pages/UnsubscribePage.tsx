import type { OwnerReportUnsubscribed } from '@creneau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { postJson } from '../session/api';
import { CenteredCard } from './visits/CenteredCard';

/**
 * /unsubscribe/owner-report?token=…: where the weekly report's unsubscribe link leads a person (a mail
 * client's one-click button POSTs to the API directly). Opening the page changes nothing; the button does.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['web', 'global']);
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState<OwnerReportUnsubscribed | null>(null);
  const unsubscribe = useAction(async () => {
    setDone(
      await postJson<OwnerReportUnsubscribed>(
        `/api/public/owner-reports/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
    );
  });
  useDocumentTitle(t('ownerReportUnsubscribe.title'));

  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('ownerReportUnsubscribe.title')}</h1>
      {done ? (
        <p role="status">{t('ownerReportUnsubscribe.done', { reference: done.reference })}</p>
      ) : token ? (
        <>
          <p className="card__intro">{t('ownerReportUnsubscribe.intro')}</p>
          {unsubscribe.error && <FormAlert>{t(`global:${unsubscribe.error.key}`)}</FormAlert>}
          <button
            type="button"
            className="button button--primary button--large button--wide"
            aria-disabled={unsubscribe.pending || undefined}
            onClick={() => void unsubscribe.run()}
          >
            {unsubscribe.pending ? t('ownerReportUnsubscribe.working') : t('ownerReportUnsubscribe.confirm')}
          </button>
        </>
      ) : (
        <FormAlert>{t('ownerReportUnsubscribe.missing')}</FormAlert>
      )}
    </CenteredCard>
  );
}
