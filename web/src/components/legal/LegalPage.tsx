import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';
import { OperatorIdentity } from './OperatorIdentity';
import { useLegalValues } from './useLegalValues';
import './LegalPage.css';

type LegalText = 'privacy' | 'dpa' | 'terms' | 'cookies';
type PageTitle = 'privacy' | 'dpa' | 'termsOfService' | 'cookies';

interface Section {
  title: string;
  body: ReactNode[];
}

/** A section the catalogue does not hold: built from the install's settings (its sub-processors). */
export interface ExtraSection {
  title: string;
  content: ReactNode;
}

/** Paragraphs, with the lines starting with a bullet gathered into lists; lines left empty by a setting dropped. */
function Body({ lines }: { lines: readonly string[] }) {
  const blocks: (string | string[])[] = [];
  for (const line of lines.filter((text) => text.trim() !== '')) {
    const item = line.startsWith('• ') ? line.slice(2) : null;
    const last = blocks.at(-1);
    if (item === null) blocks.push(line);
    else if (Array.isArray(last)) last.push(item);
    else blocks.push([item]);
  }
  return blocks.map((block, index) =>
    Array.isArray(block) ? (
      <ul key={index}>
        {block.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      <p key={index}>{block}</p>
    ),
  );
}

/**
 * A legal text of the `legal` catalogue: title, intro, the operator, table of contents and numbered sections,
 * then the sections built from the install's settings. The texts' {{placeholders}} take the settings too.
 */
export function LegalPage({ text, title, extra = [] }: { text: LegalText; title: PageTitle; extra?: ExtraSection[] }) {
  const { t } = useTranslation(['legal', 'global']);
  const values = useLegalValues();
  const heading = t(`global:pageTitles.${title}`);
  useDocumentTitle(heading);
  const written = t(`${text}.sections`, { returnObjects: true, ...values }) as readonly {
    title: string;
    body: string[];
  }[];
  const sections: Section[] = [
    ...written.map((section) => ({ title: section.title, body: [<Body key="body" lines={section.body} />] })),
    ...extra.map((section) => ({ title: section.title, body: [section.content] })),
  ];
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title" className="legal__title">
          {heading}
        </h1>
        <p className="legal__updated">{t('common.updated')}</p>
        <p className="legal__intro">{t(`${text}.intro`)}</p>
        <div className="legal__operator">
          <p>{t('common.operator')}</p>
          <OperatorIdentity />
        </div>
      </header>
      <nav className="legal__contents" aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('common.contents')}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} id={`section-${index + 1}`} className="legal__section">
          <h2>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
