import { useTranslation } from 'react-i18next';

const FEATURES = [
  {
    id: 'booking',
    icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5zm2 2v3h3v-3z',
  },
  { id: 'reminders', icon: 'M12 2a7 7 0 0 0-7 7v4l-2 3v1h18v-1l-2-3V9a7 7 0 0 0-7-7zm-2 17a2 2 0 0 0 4 0z' },
  { id: 'qualification', icon: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' },
] as const;

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <div className="landing-section__inner">
        <h2 id="features-title" className="landing-section__title">
          {t('features.title')}
        </h2>
        <div className="features">
          {FEATURES.map(({ id, icon }) => (
            <article key={id} className="feature">
              <span className="feature__icon" aria-hidden="true">
                <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
                  <path fill="currentColor" d={icon} />
                </svg>
              </span>
              <h3 className="feature__title">{t(`features.${id}.title`)}</h3>
              <p className="feature__text">{t(`features.${id}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
