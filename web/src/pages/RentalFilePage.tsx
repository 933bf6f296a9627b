import {
  MAX_RENTAL_FILE_PEOPLE,
  REGIONS,
  RENTAL_FILE_ROUTES,
  type Region,
  type RentalFileView,
  type RentalPersonInput,
  type RentalPersonRole,
} from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { useDocumentTitle } from '../components/useDocumentTitle';
import '../components/forms/forms.css';
import { postJson } from '../session/api';
import { useApiGet } from '../session/useApiGet';
import { useSession } from '../session/useSession';
import { PersonCard } from './visits/rental-file/PersonCard';
import { RentalApplications } from './visits/rental-file/RentalApplications';
import { ApplyForListing } from './visits/rental-file/ApplyForListing';
import { FileRegion } from './visits/rental-file/FileRegion';
import { DossierFacileButton, DossierFacileResult } from './visits/rental-file/DossierFacileImport';
import './visits/visits.css';
import './visits/rental-file/rental-file.css';

/**
 * The visitor's one reusable rental file (issue 21), phone first: the people (main tenant, co-tenants,
 * guarantors), what each declares, their documents, what is missing, and the applications sent with it.
 */
export function RentalFilePage() {
  const { t } = useTranslation(['web', 'global']);
  const { me, loading } = useSession();
  useDocumentTitle(t('global:pageTitles.rentalFile'));
  const signedIn = me?.user.authType === 'visitor';
  const location = useLocation();
  const [params] = useSearchParams();
  // Came from a listing's "Apply with my file": completeness against that listing's region, and its card.
  const applyFor = params.get('apply');
  // A link about an application (the agency asking for documents) names the listing's region: the lists
  // and guarantors shown are that region's (Belgium's, without Visale), else the file's own region.
  const asked = params.get('region');
  const region = REGIONS.includes(asked as Region) ? (asked as Region) : null;
  const [sentRound, setSentRound] = useState(0);
  // A listing gone (or a mangled link) must not hide the file: then it is read for its own region.
  const [listingUnread, setListingUnread] = useState(false);
  const forListing = applyFor && !listingUnread ? `?listingId=${encodeURIComponent(applyFor)}` : '';
  const query = forListing || (region ? `?region=${region}` : '');
  const file = useApiGet<RentalFileView>(signedIn ? `${RENTAL_FILE_ROUTES.file}${query}` : null);
  useEffect(() => {
    if (forListing && file.error) setListingUnread(true);
  }, [forListing, file.error]);
  const add = useAction(async (role: RentalPersonRole) => {
    const body: RentalPersonInput =
      role === 'tenant' && (file.data?.people.length ?? 0) === 0 && me
        ? { role, firstName: me.user.firstName || null, lastName: me.user.lastName || null }
        : { role };
    await postJson(RENTAL_FILE_ROUTES.people, body);
    file.reload();
  });

  if (loading) return <PageLoader label={t('global:status.loading')} />;
  if (!signedIn) {
    // Signed in first, then back here (with the listing to apply for).
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={applyFor ? `/visits?next=${encodeURIComponent(next)}` : '/visits'} replace />;
  }
  const data = file.data;
  const people = data?.people ?? [];
  const full = people.length >= MAX_RENTAL_FILE_PEOPLE;
  const complete = file.data ? file.data.completeness.every((person) => person.complete) : false;
  return (
    <div className="visits-page">
      <header className="visits-page__header">
        <p>
          <Link to="/visits/home">{t('rentalFile.back')}</Link>
        </p>
        <h1 className="visits-page__title">{t('rentalFile.title')}</h1>
        <p className="visits-page__lead">{t('rentalFile.intro')}</p>
        {/* Applying for a listing: its region's list applies, not the one the visitor chose. */}
        {file.data && !applyFor && !region && <FileRegion file={file.data} onChanged={file.replace} />}
      </header>
      {file.error && <FormAlert>{t(`global:${file.error.key}`)}</FormAlert>}
      {data && (
        <div className="rental-file">
          <DossierFacileResult />
          {applyFor && (
            <ApplyForListing
              listingId={applyFor}
              ready={people.length > 0}
              onSent={() => setSentRound((round) => round + 1)}
            />
          )}
          {people.length === 0 ? (
            <section className="card">
              <h2 className="card__title">{t('rentalFile.start.title')}</h2>
              <p className="card__intro">{t('rentalFile.start.intro')}</p>
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => void add.run('tenant')}
              >
                {t('rentalFile.start.action')}
              </button>
              {data.dossierFacileImport && <DossierFacileButton />}
            </section>
          ) : (
            <>
              <p className={complete ? 'rental-overall rental-overall--complete' : 'rental-overall'} role="status">
                {complete ? t('rentalFile.overall.complete') : t('rentalFile.overall.incomplete')}
              </p>
              {people.map((person) => (
                <PersonCard
                  key={person.id}
                  person={person}
                  region={data.region}
                  completeness={data.completeness.find((entry) => entry.personId === person.id)}
                  onChanged={file.reload}
                />
              ))}
              {!full && (
                <section className="card" aria-labelledby="rental-add-title">
                  <h2 id="rental-add-title" className="card__title">
                    {t('rentalFile.add.title')}
                  </h2>
                  <p className="card__intro">{t('rentalFile.add.intro')}</p>
                  <div className="rental-add">
                    <button type="button" className="button button--secondary" onClick={() => void add.run('tenant')}>
                      {t('rentalFile.add.tenant')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void add.run('person_guarantor')}
                    >
                      {t('rentalFile.add.personGuarantor')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void add.run('organisation_guarantor')}
                    >
                      {t('rentalFile.add.organisationGuarantor')}
                    </button>
                  </div>
                </section>
              )}
            </>
          )}
          {add.error && <FormAlert>{t(`global:${add.error.key}`)}</FormAlert>}
          <RentalApplications key={sentRound} canApply={people.length > 0} />
        </div>
      )}
    </div>
  );
}
