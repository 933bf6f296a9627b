import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="button button--primary">
      {t('actions.backHome')}
    </Link>
  );
}
