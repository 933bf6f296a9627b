import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContact } from '../app/contact';
import { HomeLink } from './HomeLink';
import './StatusPage.css';
import { useDocumentTitle } from './useDocumentTitle';

type Status = 'notFound' | 'accessDenied' | 'error';
const CODES: Record<Status, string> = { notFound: '404', accessDenied: '403', error: '500' };

/** The not-found, access-denied and generic error pages: what happened and where to go from here. */
export function StatusPage({ status }: { status: Status }) {
  const { t } = useTranslation(['web', 'global']);
  const contact = useContact();
  const title = t(`global:pageTitles.${status}`);
  useDocumentTitle(title);
  return (
    <section className="status-page" aria-labelledby="page-title">
      <p className="status-page__code" aria-hidden="true">
        {CODES[status]}
      </p>
      <h1 id="page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__lead">{t(`pages.${status}.description`)}</p>
      <div className="status-page__actions">
        <HomeLink />
        {status === 'accessDenied' && (
          <Link to="/visits" className="button button--secondary">
            {t('statusPages.signIn')}
          </Link>
        )}
        {contact && (
          <a href={`mailto:${contact.email}`} className="button button--secondary">
            {t('statusPages.support')}
          </a>
        )}
      </div>
    </section>
  );
}
