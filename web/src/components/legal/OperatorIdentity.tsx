import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';

/** Who runs this install and whom to write to about personal data, as the operator configured them. */
export function OperatorIdentity() {
  const { t } = useTranslation('legal');
  const operator = usePublicConfig()?.legal?.operator ?? null;
  if (!operator) return null;
  return (
    <dl className="legal__identity">
      <dt>{t('operator.name')}</dt>
      <dd>{operator.name ?? t('operator.unnamed')}</dd>
      {operator.address && (
        <>
          <dt>{t('operator.address')}</dt>
          <dd>{operator.address}</dd>
        </>
      )}
      {operator.registration && (
        <>
          <dt>{t('operator.registration')}</dt>
          <dd>{operator.registration}</dd>
        </>
      )}
      <dt>{t('operator.privacyContact')}</dt>
      <dd>
        <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>
      </dd>
      {operator.dpo && (
        <>
          <dt>{t('operator.dpo')}</dt>
          <dd>
            {operator.dpo.name && `${operator.dpo.name}, `}
            <a href={`mailto:${operator.dpo.email}`}>{operator.dpo.email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
