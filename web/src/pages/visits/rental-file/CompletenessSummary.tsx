import type { PersonCompleteness } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';

/** What a person still lacks, in plain words: the category, and the documents the law lets fill it. */
export function CompletenessSummary({ completeness }: { completeness: PersonCompleteness | undefined }) {
  const { t } = useTranslation(['web', 'enums']);
  if (!completeness) return null;
  if (completeness.complete) {
    return <p className="rental-complete rental-complete--yes">{t('rentalFile.completeness.complete')}</p>;
  }
  return (
    <div className="rental-complete rental-complete--no">
      <p className="rental-complete__lead">
        {t('rentalFile.completeness.missing', { count: completeness.missing.length })}
      </p>
      <ul className="rental-complete__list">
        {completeness.missing.map((item) =>
          item.type === 'field' ? (
            <li key={item.field}>{t(`rentalFile.completeness.fields.${item.field}`)}</li>
          ) : (
            <li key={item.category}>
              {t(`rentalFile.completeness.documents.${item.category}`)}
              <span className="rental-complete__kinds">
                {t('rentalFile.completeness.oneOf', {
                  kinds: item.kinds
                    .map((kind) => t(`enums:rentalDocumentKind.${kind.kind}`, { defaultValue: kind.wording }))
                    .join(' · '),
                })}
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
