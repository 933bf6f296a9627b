import { LANGUAGE_NAMES, LANGUAGES } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import './LanguageSwitcher.css';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switcher" role="group" aria-label={t('language.choose')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={LANGUAGE_NAMES[language]}
          aria-pressed={i18n.resolvedLanguage === language}
          className="language-switcher__option"
          onClick={() => void changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
