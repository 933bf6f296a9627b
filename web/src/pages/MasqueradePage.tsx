import type { UserView } from '@creneau/contracts';
import { useEffect, useState } from 'react';
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

/** Who the ops user is about to act as (GET /api/users/:id, ops see every user); null when unknown. */
function useTarget(id: string, enabled: boolean): UserView | null | undefined {
  const [target, setTarget] = useState<UserView | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    void fetch(`/api/users/${encodeURIComponent(id)}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<UserView>) : response.text().then(() => null)))
      .then(setTarget, () => setTarget(null));
  }, [id, enabled]);
  return target;
}

/**
 * /masquerade/:id/:type — ops staff act as a realtor or a visitor, once they confirmed whom: a link
 * alone (from an e-mail, a chat, another site) must not switch an ops session to someone else.
 */
export function MasqueradePage() {
  const { t } = useTranslation(['web', 'global']);
  const { id = '', type = '' } = useParams();
  const { me, loading } = useSession();
  const landing = Object.hasOwn(LANDING, type) ? LANDING[type] : undefined;
  const isOps = me?.user.authType === 'ops';
  const target = useTarget(id, isOps && landing !== undefined);
  const start = useAction(async (to: string) => {
    await postJson('/api/masquerade', { userId: id });
    // A full load: every cached answer (session, pages) belonged to the ops user.
    window.location.assign(to);
  });
  useDocumentTitle(t('global:pageTitles.masquerade'));

  if (!landing) return <NotFoundPage />;
  if (loading) return <PageLoader label={t('global:status.loading')} />;
  if (!isOps) return <AccessDeniedPage />;
  if (target === undefined) return <PageLoader label={t('global:status.loading')} />;
  if (target === null) return <NotFoundPage />;
  const name = `${target.firstName} ${target.lastName}`.trim() || target.email;
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">
        {start.error ? t('masquerade.failedTitle') : t('masquerade.confirmTitle', { name })}
      </h1>
      {start.error ? (
        <FormAlert>{t(`global:${start.error.key}`)}</FormAlert>
      ) : (
        <p>{t('masquerade.confirmText', { name, email: target.email })}</p>
      )}
      <div className="card__actions">
        {!start.error && (
          <button
            type="button"
            className="button button--primary"
            disabled={start.pending}
            onClick={() => void start.run(landing)}
          >
            {t('masquerade.confirm')}
          </button>
        )}
        <a href="/pro/users" className="button button--secondary">
          {t('masquerade.backToUsers')}
        </a>
      </div>
    </CenteredCard>
  );
}
