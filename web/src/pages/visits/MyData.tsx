import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteMyDataForm } from './DeleteMyDataForm';

/** The visitor's GDPR rights: a JSON download of everything, and erasure. */
export function MyData({ email, masquerading }: { email: string; masquerading: boolean }) {
  const { t } = useTranslation('web');
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="card" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="card__title">
        {t('visitorData.title')}
      </h2>
      <p className="card__intro">{t('visitorData.intro')}</p>
      <div className="field">
        {/* A plain link: the API answers with Content-Disposition, the browser saves the file. */}
        <a href="/api/visitor/account/export" download className="button button--secondary my-data__export">
          {t('visitorData.export')}
        </a>
        <p className="field__hint">{t('visitorData.exportHint')}</p>
      </div>
      {/* Only the person may erase themselves: the API refuses it to ops acting on their behalf. */}
      {!masquerading && !deleting && (
        <button type="button" className="link-button link-button--danger" onClick={() => setDeleting(true)}>
          {t('visitorData.delete')}
        </button>
      )}
      {deleting && <DeleteMyDataForm email={email} onClose={() => setDeleting(false)} />}
    </section>
  );
}
