// The API's first rule (UpdateMeDto), checked here to name the field; the API reads the number itself.
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  isPersonName,
  looksLikePhone,
  type Language,
  type MeResponse,
} from '@creneau/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { FormAlert, FormNotice } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { requiredProblem } from '../../components/forms/validation';
import { changeLanguage } from '../../i18n/i18n';
import { postJson } from '../../session/api';
import { loadSession, setSession } from '../../session/session-store';

type Problems = Partial<Record<'firstName' | 'lastName' | 'phone', string>>;

/** Name, phone and language of the signed-in visitor (PUT /api/me). */
export function AccountForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation(['web', 'global']);
  const languageId = useId();
  const [firstName, setFirstName] = useState(me.user.firstName);
  const [lastName, setLastName] = useState(me.user.lastName);
  const [phone, setPhone] = useState(me.user.phone ?? '');
  const [language, setLanguage] = useState<Language>(isLanguage(me.user.language) ? me.user.language : 'fr');
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  const inputs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };
  const save = useAction(async () => {
    const body = { firstName: firstName.trim(), lastName: lastName.trim(), language, phone: phone.trim() || undefined };
    const updated = await postJson<MeResponse | undefined>('/api/me', body, 'PUT');
    if (updated) setSession(updated);
    else await loadSession(true);
    // Only a language the person picked here moves the site over; saving a name must not.
    if (language !== me.user.language) await changeLanguage(language);
    setSaved(true);
  });

  const edited = () => setSaved(false);
  // The one rule of every person's name (isPersonName), the API's too.
  const nameProblem = (name: string) =>
    requiredProblem(name.trim()) ? t('global:form.required') : isPersonName(name) ? undefined : t('fields.nameInvalid');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {
      firstName: nameProblem(firstName),
      lastName: nameProblem(lastName),
      phone: phone.trim() === '' || looksLikePhone(phone) ? undefined : t('fields.phoneInvalid'),
    };
    setProblems(found);
    const first = (['firstName', 'lastName', 'phone'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
    else void save.run();
  };
  return (
    <form className="form" noValidate onSubmit={submit} onChange={edited}>
      <div className="form-row">
        <Field
          ref={inputs.firstName}
          label={t('fields.firstName')}
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={problems.firstName}
        />
        <Field
          ref={inputs.lastName}
          label={t('fields.lastName')}
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={problems.lastName}
        />
      </div>
      <Field
        ref={inputs.phone}
        label={t('fields.phone')}
        hint={t('visitorHome.account.phoneHint')}
        type="tel"
        name="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={problems.phone}
      />
      <div className="field">
        <label htmlFor={languageId} className="field__label">
          {t('fields.language')}
        </label>
        <p id={`${languageId}-hint`} className="field__hint">
          {t('visitorHome.account.languageHint')}
        </p>
        <select
          id={languageId}
          className="field__select"
          aria-describedby={`${languageId}-hint`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
      </div>
      {save.error && <FormAlert>{t(`global:${save.error.key}`)}</FormAlert>}
      <FormNotice>{saved && t('visitorHome.account.saved')}</FormNotice>
      <div className="card__actions">
        <SubmitButton pending={save.pending} pendingLabel={t('status.saving')} wide={false}>
          {t('visitorHome.account.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
