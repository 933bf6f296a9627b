import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal/LegalPage';
import { SubprocessorTable } from '../components/legal/SubprocessorTable';

/** The data-processing agreement, with the install's sub-processors as its annex (GDPR art. 28.2 and 28.4). */
export function DpaPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      text="dpa"
      title="dpa"
      extra={[{ title: t('subprocessors.annexTitle'), content: <SubprocessorTable /> }]}
    />
  );
}
