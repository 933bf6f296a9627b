import { useTranslation } from 'react-i18next';
import { HomeLink } from '../components/HomeLink';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { isChunkLoadError } from './chunk-load-error';
import { useContact } from './contact';
import './ErrorScreen.css';

/** The global error screen, in the spec's words: a crash, or a page chunk missing after a new deploy. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation(['web', 'global']);
  const contact = useContact();
  const outdated = isChunkLoadError(error);
  useDocumentTitle(outdated ? t('errors.update.title') : t('errors.crash.title'));
  if (outdated) {
    return (
      <section className="error-screen" role="alert">
        <h1 className="error-screen__title">{t('errors.update.text')}</h1>
        <div className="error-screen__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('global:actions.reload')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="error-screen" role="alert">
      <p className="error-screen__code">{t('errors.crash.code')}</p>
      <h1 className="error-screen__title">{t('errors.crash.title')}</h1>
      <p className="error-screen__text">{t('errors.crash.description')}</p>
      <div className="error-screen__actions">
        <HomeLink />
        {contact && (
          <a href={`mailto:${contact.email}`} className="button button--secondary">
            {t('statusPages.support')}
          </a>
        )}
      </div>
    </section>
  );
}
