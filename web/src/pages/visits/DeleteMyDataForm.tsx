import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/forms/Field';
import { FormAlert } from '../../components/forms/FormMessages';
import { useAction } from '../../components/forms/useAction';
import { postJson } from '../../session/api';
import { setSession } from '../../session/session-store';
import { useToast } from '../../toasts/ToastProvider';

/**
 * Erasure of the account (POST /api/visitor/account/delete): the person types their e-mail again.
 * The API is the judge (CONFIRMATION_MISMATCH); the session is gone after it, so back to /visits.
 */
export function DeleteMyDataForm({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation(['web', 'global']);
  const navigate = useNavigate();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const erase = useAction(async () => {
    await postJson('/api/visitor/account/delete', { confirmEmail: typed.trim() });
    toast.show({ message: t('visitorData.deleted'), type: 'success' });
    setSession(null);
    await navigate('/visits', { replace: true });
  });
  const mismatch = erase.error?.code === 'CONFIRMATION_MISMATCH';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = typed.trim() === '' ? t('global:form.required') : undefined;
    setProblem(found);
    if (found) input.current?.focus();
    else void erase.run().then(() => input.current?.focus());
  };
  return (
    <form className="visit-panel visit-panel--danger" aria-labelledby="delete-data-title" noValidate onSubmit={submit}>
      <h3 id="delete-data-title" className="visit-panel__title">
        {t('visitorData.deleteTitle')}
      </h3>
      <p className="card__intro">{t('visitorData.deleteIntro')}</p>
      <p className="card__intro">{t('visitorData.deleteKept')}</p>
      <Field
        ref={input}
        label={t('visitorData.confirmLabel', { email })}
        type="email"
        name="confirm-email"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          erase.setError(null);
        }}
        error={problem ?? (mismatch ? t('visitorData.mismatch') : undefined)}
      />
      {erase.error && !mismatch && <FormAlert>{t(`global:${erase.error.key}`)}</FormAlert>}
      <div className="card__actions">
        <button type="submit" className="button button--danger" aria-disabled={erase.pending || undefined}>
          {erase.pending ? t('visitorData.deleting') : t('visitorData.confirmDelete')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('visitorData.keep')}
        </button>
      </div>
    </form>
  );
}
