import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';
import './LegalPage.css';

type LegalText = 'privacy' | 'dpa' | 'terms' | 'cookies';
type PageTitle = 'privacy' | 'dpa' | 'termsOfService' | 'cookies';

interface Section {
  title: string;
  body: string[];
}

/** Paragraphs, with the lines starting with a bullet gathered into lists. */
function Body({ lines }: { lines: readonly string[] }) {
  const blocks: (string | string[])[] = [];
  for (const line of lines) {
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

/** A legal text of the `legal` catalogue: title, intro, table of contents and numbered sections. */
export function LegalPage({ text, title }: { text: LegalText; title: PageTitle }) {
  const { t } = useTranslation(['legal', 'global']);
  const heading = t(`global:pageTitles.${title}`);
  useDocumentTitle(heading);
  const sections = t(`${text}.sections`, { returnObjects: true }) as readonly Section[];
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title" className="legal__title">
          {heading}
        </h1>
        <p className="legal__updated">{t('common.updated')}</p>
        <p className="legal__intro">{t(`${text}.intro`)}</p>
        <p className="legal__operator">{t('common.operator')}</p>
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
          <Body lines={section.body} />
        </section>
      ))}
    </article>
  );
}
