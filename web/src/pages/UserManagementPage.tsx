import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader';

/** User management lives in the back office, which asks signed-out people to sign in first. */
export function UserManagementPage() {
  const { t } = useTranslation('web');
  useEffect(() => {
    window.location.replace('/pro/users');
  }, []);
  return <PageLoader label={t('status.redirecting')} />;
}
