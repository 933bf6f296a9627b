import { useTranslation } from 'react-i18next';
import { HomeLink } from '../components/HomeLink';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { isChunkLoadError } from './chunk-load-error';
import './ErrorScreen.css';

/** The global error screen: a crash, or a page chunk missing after a new deploy. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation(['web', 'global']);
  const outdated = isChunkLoadError(error);
  const title = outdated ? t('errors.update.title') : t('errors.crash.title');
  useDocumentTitle(title);
  return (
    <section className="error-screen" role="alert">
      {!outdated && <p className="error-screen__code">{t('errors.crash.code')}</p>}
      <h1 className="error-screen__title">{title}</h1>
      <p className="error-screen__text">{outdated ? t('errors.update.description') : t('errors.crash.description')}</p>
      <div className="error-screen__actions">
        {outdated ? (
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('global:actions.reload')}
          </button>
        ) : (
          <HomeLink />
        )}
      </div>
    </section>
  );
}
