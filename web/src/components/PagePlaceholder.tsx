import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId } from '../i18n/page-id';
import './PagePlaceholder.css';
import { useDocumentTitle } from './useDocumentTitle';

interface PagePlaceholderProps {
  page: PageId;
  /** Actions under the text, such as a link home. */
  children?: ReactNode;
}

/** The title and purpose of a page whose content is still to come. */
export function PagePlaceholder({ page, children }: PagePlaceholderProps) {
  const { t } = useTranslation(['web', 'global']);
  const title = t(`global:pageTitles.${page}`);
  useDocumentTitle(title);
  return (
    <section className="page-intro" aria-labelledby="page-title">
      <div className="page-intro__inner">
        <h1 id="page-title" className="page-intro__title">
          {title}
        </h1>
        <p className="page-intro__lead">{t(`pages.${page}.description`)}</p>
        {children && <div className="page-intro__actions">{children}</div>}
      </div>
    </section>
  );
}
