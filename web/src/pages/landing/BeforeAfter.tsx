import { useTranslation } from 'react-i18next';

/** 'Sans / Avec Mes Candidats', side by side. */
export function BeforeAfter() {
  const { t } = useTranslation('landing');
  const column = (side: 'without' | 'with') => (
    <div className={`comparison__column comparison__column--${side}`}>
      <h3 className="comparison__heading">{t(`comparison.${side}.title`)}</h3>
      <ul className="comparison__list">
        {t(`comparison.${side}.items`, { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
  return (
    <section className="landing-section" aria-labelledby="comparison-title">
      <div className="landing-section__inner">
        <h2 id="comparison-title" className="landing-section__title">
          {t('comparison.title')}
        </h2>
        <div className="comparison">
          {column('without')}
          {column('with')}
        </div>
      </div>
    </section>
  );
}
