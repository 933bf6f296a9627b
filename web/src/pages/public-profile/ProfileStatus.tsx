import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../session/api';
import { StatusPage } from '../../components/StatusPage';
import { PageLoader } from '../../components/PageLoader';

/** While a profile loads, or why it cannot show: an unknown slug is the not-found page. */
export function ProfileStatus({ error }: { error: ApiError | null }) {
  const { t } = useTranslation(['web', 'global']);
  if (!error) return <PageLoader label={t('global:status.loading')} />;
  if (error.status === 404) return <StatusPage status="notFound" />;
  return (
    <section className="profile-page">
      <p role="alert" className="form-alert">
        {t('publicProfile.loadFailed')} {t(`global:${error.key}`)}
      </p>
    </section>
  );
}
