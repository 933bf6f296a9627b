import {
  guarantorOrganisationsFor,
  PROFESSIONAL_SITUATIONS,
  RENTAL_DOCUMENT_LISTS,
  RENTAL_FILE_ROUTES,
  type GuarantorOrganisation,
  type PersonCompleteness,
  type ProfessionalSituation,
  type Region,
  type RentalPersonInput,
  type RentalPersonView,
} from '@creneau/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/forms/Field';
import { FormAlert, FormNotice } from '../../../components/forms/FormMessages';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useAction } from '../../../components/forms/useAction';
import { postJson } from '../../../session/api';
import { DocumentUpload } from './DocumentUpload';
import { CompletenessSummary } from './CompletenessSummary';

/** The person's name as the file shows it: a person's names, an organisation's name or kind, else the role. */
export function personLabel(person: RentalPersonView, t: (key: string) => string): string {
  if (person.role === 'organisation_guarantor') {
    return (
      person.organisationName?.trim() ||
      (person.organisationType ? t(`enums:guarantorOrganisation.${person.organisationType}`) : '') ||
      t('enums:rentalPersonRole.organisation_guarantor')
    );
  }
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || t(`enums:rentalPersonRole.${person.role}`);
}

/** The amount typed, in cents: "2 450", "2450,50" and "2450.50" all read; null when empty. */
function cents(typed: string): number | null {
  const value = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : Number.NaN;
}

function euros(cents: number | null): string {
  return cents === null ? '' : String(Math.round(cents / 100));
}

/** One person of the file: what they declare, their documents, and what is still missing. */
export function PersonCard({
  person,
  completeness,
  region,
  onChanged,
}: {
  person: RentalPersonView;
  completeness: PersonCompleteness | undefined;
  region: Region;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['web', 'enums', 'global']);
  const id = useId();
  const organisation = person.role === 'organisation_guarantor';
  const [firstName, setFirstName] = useState(person.firstName ?? '');
  const [lastName, setLastName] = useState(person.lastName ?? '');
  const [organisationType, setOrganisationType] = useState<GuarantorOrganisation | ''>(person.organisationType ?? '');
  const [organisationName, setOrganisationName] = useState(person.organisationName ?? '');
  const [situation, setSituation] = useState<ProfessionalSituation | ''>(person.professionalSituation ?? '');
  const [income, setIncome] = useState(euros(person.monthlyIncomeCents));
  const [incomeProblem, setIncomeProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const body: Partial<RentalPersonInput> = organisation
      ? { organisationType: organisationType || null, organisationName: organisationName.trim() || null }
      : {
          firstName: firstName.trim() || null,
          lastName: lastName.trim() || null,
          professionalSituation: situation || null,
          monthlyIncomeCents: cents(income),
        };
    await postJson(RENTAL_FILE_ROUTES.person(person.id), body, 'PATCH');
    setSaved(true);
    onChanged();
  });
  const remove = useAction(async () => {
    await postJson(RENTAL_FILE_ROUTES.person(person.id), undefined, 'DELETE');
    onChanged();
  });
  const removeDocument = useAction(async (documentId: string) => {
    await postJson(RENTAL_FILE_ROUTES.document(documentId), undefined, 'DELETE');
    onChanged();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!organisation && Number.isNaN(cents(income))) {
      setIncomeProblem(t('rentalFile.person.incomeInvalid'));
      return;
    }
    setIncomeProblem(undefined);
    void save.run();
  };
  const kinds = RENTAL_DOCUMENT_LISTS[region].filter((rule) => rule.roles.includes(person.role));
  // Visale only where it applies (France); a kind already chosen stays shown, not silently changed.
  const offered = guarantorOrganisationsFor(region);
  const organisationChoices =
    person.organisationType && !offered.includes(person.organisationType)
      ? [...offered, person.organisationType]
      : offered;
  const title = personLabel(person, (key) => t(key as 'rentalFile.title'));
  const headingId = `${id}-title`;
  return (
    <section className="card rental-person" aria-labelledby={headingId}>
      <header className="rental-person__header">
        <p className="rental-person__role">
          {person.role === 'tenant' && person.position === 0
            ? t('rentalFile.person.mainTenant')
            : t(`enums:rentalPersonRole.${person.role}`)}
        </p>
        <h3 id={headingId} className="card__title">
          {title}
        </h3>
      </header>
      <CompletenessSummary completeness={completeness} />
      <form className="form" noValidate onSubmit={submit} onChange={() => setSaved(false)}>
        {organisation ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-org`}>
                {t('rentalFile.person.organisationType')}
              </label>
              <select
                id={`${id}-org`}
                className="field__select"
                value={organisationType}
                onChange={(event) => setOrganisationType(event.target.value as GuarantorOrganisation | '')}
              >
                <option value="">{t('rentalFile.person.choose')}</option>
                {organisationChoices.map((value) => (
                  <option key={value} value={value}>
                    {t(`enums:guarantorOrganisation.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <Field
              label={t('rentalFile.person.organisationName')}
              value={organisationName}
              onChange={(event) => setOrganisationName(event.target.value)}
            />
          </>
        ) : (
          <>
            <div className="form-row">
              <Field
                label={t('fields.firstName')}
                autoComplete={person.position === 0 ? 'given-name' : 'off'}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
              <Field
                label={t('fields.lastName')}
                autoComplete={person.position === 0 ? 'family-name' : 'off'}
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-situation`}>
                {t('rentalFile.person.situation')}
              </label>
              <select
                id={`${id}-situation`}
                className="field__select"
                value={situation}
                onChange={(event) => setSituation(event.target.value as ProfessionalSituation | '')}
              >
                <option value="">{t('rentalFile.person.choose')}</option>
                {PROFESSIONAL_SITUATIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`enums:professionalSituation.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <Field
              label={t('rentalFile.person.income')}
              hint={t('rentalFile.person.incomeHint')}
              inputMode="decimal"
              value={income}
              onChange={(event) => setIncome(event.target.value)}
              error={incomeProblem}
            />
          </>
        )}
        {save.error && <FormAlert>{t(`global:${save.error.key}`)}</FormAlert>}
        <FormNotice>{saved ? t('rentalFile.person.saved') : undefined}</FormNotice>
        <SubmitButton pending={save.pending} pendingLabel={t('rentalFile.person.saving')}>
          {t('rentalFile.person.save')}
        </SubmitButton>
      </form>
      <div className="rental-documents">
        <h4 className="rental-documents__title">{t('rentalFile.documents.title')}</h4>
        {person.documents.length === 0 ? (
          <p className="card__intro">{t('rentalFile.documents.none')}</p>
        ) : (
          <ul className="rental-documents__list">
            {person.documents.map((document) => (
              <li key={document.id} className="rental-documents__item">
                <span className="rental-documents__kind">
                  {t(`rentalFile.categories.${document.category ?? 'other'}`)}
                </span>
                <span className="rental-documents__name">{document.name}</span>
                <span className="rental-documents__meta">
                  {t('rentalFile.documents.pages', { count: document.pages })}
                </span>
                <button
                  type="button"
                  className="button button--ghost rental-documents__delete"
                  aria-label={t('rentalFile.documents.deleteNamed', { name: document.name })}
                  onClick={() => void removeDocument.run(document.id)}
                >
                  {t('rentalFile.documents.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {removeDocument.error && <FormAlert>{t(`global:${removeDocument.error.key}`)}</FormAlert>}
        <DocumentUpload personId={person.id} region={region} kinds={kinds} onUploaded={onChanged} />
      </div>
      {person.position !== 0 && (
        <div>
          <button type="button" className="button button--secondary" onClick={() => void remove.run()}>
            {t('rentalFile.person.remove')}
          </button>
          {remove.error && <FormAlert>{t(`global:${remove.error.key}`)}</FormAlert>}
        </div>
      )}
    </section>
  );
}
