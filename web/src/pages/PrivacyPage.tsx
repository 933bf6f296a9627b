import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal/LegalPage';
import { SubprocessorTable } from '../components/legal/SubprocessorTable';

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      text="privacy"
      title="privacy"
      extra={[{ title: t('subprocessors.privacyTitle'), content: <SubprocessorTable /> }]}
    />
  );
}
