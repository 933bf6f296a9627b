import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert, FormNotice } from '../../../components/forms/FormMessages';

/** The import's two steps are browser navigations through the API (a redirect to DossierFacile and back). */
export const DOSSIER_FACILE_CONNECT = '/api/rental-file/dossierfacile/connect';

const FAILURES = ['notEmpty', 'denied', 'expired', 'unavailable', 'tooLarge'] as const;

/** The button that starts an import from DossierFacile, offered while the file is still empty. */
export function DossierFacileButton() {
  const { t } = useTranslation('web');
  return (
    <>
      <p className="card__intro">{t('rentalFile.dossierFacile.intro')}</p>
      {/* A full navigation, not a fetch: the visitor leaves for DossierFacile's sign-in page. */}
      <a className="button button--secondary button--large" href={DOSSIER_FACILE_CONNECT}>
        {t('rentalFile.dossierFacile.action')}
      </a>
    </>
  );
}

/** How the import ended, read from the address the callback sent the visitor back to. */
export function DossierFacileResult() {
  const { t } = useTranslation('web');
  const [search] = useSearchParams();
  const outcome = search.get('dossierfacile');
  if (outcome === 'imported') {
    const count = (name: string) => Number(search.get(name) ?? 0) || 0;
    const left = count('skipped') + count('refused');
    return (
      <FormNotice>
        {t('rentalFile.dossierFacile.imported', { count: count('documents') })}
        {left > 0 && ` ${t('rentalFile.dossierFacile.left', { count: left })}`}
      </FormNotice>
    );
  }
  const failure = FAILURES.find((each) => each === outcome);
  return failure ? <FormAlert>{t(`rentalFile.dossierFacile.failed.${failure}`)}</FormAlert> : null;
}
