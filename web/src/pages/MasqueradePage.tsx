import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { postJson } from '../session/api';
import { useSession } from '../session/useSession';
import { AccessDeniedPage } from './AccessDeniedPage';
import { NotFoundPage } from './NotFoundPage';
import { CenteredCard } from './visits/CenteredCard';

// Where the person acted as lands: their own dashboard.
const LANDING: Record<string, string | undefined> = { realtor: '/pro/visits', visitor: '/visits/home' };

/** /masquerade/:id/:type — ops staff act as a realtor or a visitor; anyone else is refused. */
export function MasqueradePage() {
  const { t } = useTranslation(['web', 'global']);
  const { id = '', type = '' } = useParams();
  const { me, loading } = useSession();
  const landing = Object.hasOwn(LANDING, type) ? LANDING[type] : undefined;
  const isOps = me?.user.authType === 'ops';
  const start = useAction(async (target: string) => {
    await postJson('/api/masquerade', { userId: id });
    // A full load: every cached answer (session, pages) belonged to the ops user.
    window.location.assign(target);
  });
  useDocumentTitle(t('global:pageTitles.masquerade'));
  useEffect(() => {
    if (isOps && landing) void start.run(landing);
  }, [isOps, landing]);

  if (!landing) return <NotFoundPage />;
  if (loading) return <PageLoader label={t('global:status.loading')} />;
  if (!isOps) return <AccessDeniedPage />;
  if (!start.error) return <PageLoader label={t('masquerade.starting')} />;
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('masquerade.failedTitle')}</h1>
      <FormAlert>{t(`global:${start.error.key}`)}</FormAlert>
      <div className="card__actions">
        <a href="/pro/users" className="button button--primary">
          {t('masquerade.backToUsers')}
        </a>
      </div>
    </CenteredCard>
  );
}
