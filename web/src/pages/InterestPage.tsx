import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { PageLoader } from '../components/PageLoader';
import { ApplicationForm } from './visit-link/ApplicationForm';
import { useVisitLink } from './visit-link/useVisitLink';
import { VisitSummary } from './visit-link/VisitSummary';
import { CenteredCard } from './visits/CenteredCard';
import '../pages/visit-link/visit-link.css';

/** /i/{code}/{yes|no}: after the visit, one tap says whether the visitor is still interested. */
export function InterestPage() {
  const { t } = useTranslation(['web', 'global']);
  const { slug: code = '', interested: hint } = useParams();
  const link = useVisitLink(code);
  const answer = useAction((interested: boolean) => link.act('interest', { interested }));
  useDocumentTitle(t('visitLink.interestTitle'));

  if (link.error) {
    return (
      <CenteredCard>
        <h1 className="card__title card__title--page">{t('visitLink.unknownTitle')}</h1>
        <FormAlert>{t(link.error === 'NOT_FOUND' ? 'visitLink.unknown' : `global:errors.${link.error}`)}</FormAlert>
      </CenteredCard>
    );
  }
  if (!link.view) return <PageLoader />;
  const view = link.view;
  // The link may carry the answer the person tapped in the message; the button still has the last word.
  const order = hint === 'no' ? [false, true] : [true, false];
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('visitLink.interestTitle')}</h1>
      <VisitSummary view={view} />
      {answer.error && <FormAlert>{t(`global:${answer.error.key}`)}</FormAlert>}
      <div role="status" className="visit-link__status">
        {view.interested !== null && t(view.interested ? 'visitLink.interestedYes' : 'visitLink.interestedNo')}
      </div>
      {view.can.answerInterest ? (
        order.map((interested) => (
          <button
            key={String(interested)}
            type="button"
            className={`button button--large button--wide${interested ? ' button--primary' : ''}`}
            aria-pressed={view.interested === interested}
            aria-disabled={answer.pending || undefined}
            onClick={() => void answer.run(interested)}
          >
            {t(interested ? 'visitLink.yes' : 'visitLink.no')}
          </button>
        ))
      ) : (
        <p>{t('visitLink.interestClosed')}</p>
      )}
      {/* Still interested: another visit of the listing is one tap away, on its booking page. */}
      {view.interested === true && (
        <Link className="button button--large button--wide" to={`/book/${view.listing.id}?via=interest`}>
          {t('visitLink.bookListing')}
        </Link>
      )}
      {view.can.apply && view.interested !== false && <ApplicationForm code={code} view={view} onSent={link.replace} />}
    </CenteredCard>
  );
}
