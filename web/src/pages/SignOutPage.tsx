import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { signOut } from '../session/session-store';
import { CenteredCard } from './visits/CenteredCard';

/** Ends the session, if there is one, then goes home. */
export function SignOutPage() {
  const { t } = useTranslation(['web', 'global']);
  const navigate = useNavigate();
  const leave = useAction(async () => {
    await signOut();
    void navigate('/', { replace: true });
  });
  useDocumentTitle(t('global:pageTitles.signOut'));
  useEffect(() => {
    // Once per visit; useAction ignores a second run while the first is pending (StrictMode).
    void leave.run();
  }, []);

  if (!leave.error) return <PageLoader label={t('status.signingOut')} />;
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('global:pageTitles.signOut')}</h1>
      <FormAlert>{t(`global:${leave.error.key}`)}</FormAlert>
      <div className="card__actions">
        <button type="button" className="button button--primary" onClick={() => void leave.run()}>
          {t('global:actions.retry')}
        </button>
      </div>
    </CenteredCard>
  );
}
