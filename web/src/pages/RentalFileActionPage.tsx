import {
  REFUSAL_REASONS,
  type ErrorCode,
  type RefusalReason,
  type RentalFileActionPreview,
  type RentalFileActionResult,
} from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { postJson } from '../session/api';
import { CenteredCard } from './visits/CenteredCard';

/**
 * /rf/{token}/{action}: where an agent's message links lead. Opening the page reads what the link would do
 * (GET changes nothing, so a mail scanner never acts); only the button POSTs, once.
 */
export function RentalFileActionPage() {
  const { t } = useTranslation(['web', 'global', 'enums']);
  const { token = '', action = '' } = useParams();
  const path = `/api/public/rf/${encodeURIComponent(token)}/${encodeURIComponent(action)}`;
  const [preview, setPreview] = useState<RentalFileActionPreview | null>(null);
  const [failed, setFailed] = useState<ErrorCode | null>(null);
  const [reason, setReason] = useState<RefusalReason>('other');
  const [kinds, setKinds] = useState<string[]>([]);
  const [done, setDone] = useState<RentalFileActionResult | null>(null);
  useDocumentTitle(t('rentalFileAction.title'));

  useEffect(() => {
    fetch(path, { credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json()) as RentalFileActionPreview & { code?: ErrorCode };
        if (response.ok) setPreview(body);
        else setFailed(body.code ?? 'TOKEN_INVALID');
      })
      .catch(() => setFailed('TOKEN_INVALID'));
  }, [path]);

  const act = useAction(async () => {
    const result = await postJson<RentalFileActionResult>(path, {
      ...(action === 'refuse' && { refusalReason: reason }),
      ...(action === 'ask_documents' && { kinds }),
    });
    setDone(result);
    if (result.redirect) window.location.assign(result.redirect);
  });

  const name = preview ? [preview.applicant.firstName, preview.applicant.lastName].filter(Boolean).join(' ') : '';
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('rentalFileAction.title')}</h1>
      {failed && <FormAlert>{t(`global:errors.${failed}`)}</FormAlert>}
      {done && <p role="status">{t('rentalFileAction.done')}</p>}
      {preview && !done && (
        <>
          <p className="card__intro">
            {t(`rentalFileAction.intro.${preview.action}`, {
              name,
              listing: preview.listingReference,
              agency: preview.agencyName,
            })}
          </p>
          {preview.action === 'refuse' && (
            <label className="field">
              <span className="field__label">{t('rentalFileAction.reason')}</span>
              <select value={reason} onChange={(event) => setReason(event.target.value as RefusalReason)}>
                {REFUSAL_REASONS.map((each) => (
                  <option key={each} value={each}>
                    {t(`enums:refusalReason.${each}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {preview.action === 'ask_documents' && (
            <fieldset className="field">
              <legend className="field__label">{t('rentalFileAction.kinds')}</legend>
              {preview.kinds.map(({ kind, wording }) => (
                <label key={kind} className="checkbox">
                  <input
                    type="checkbox"
                    checked={kinds.includes(kind)}
                    onChange={(event) =>
                      setKinds((list) =>
                        event.target.checked ? [...list, kind] : list.filter((each) => each !== kind),
                      )
                    }
                  />
                  {wording}
                </label>
              ))}
            </fieldset>
          )}
          {act.error && <FormAlert>{t(`global:${act.error.key}`)}</FormAlert>}
          <button
            type="button"
            className="button button--primary button--large button--wide"
            aria-disabled={act.pending || (preview.action === 'ask_documents' && kinds.length === 0) || undefined}
            onClick={() => void act.run()}
          >
            {act.pending ? t('rentalFileAction.working') : t(`rentalFileAction.confirm.${preview.action}`)}
          </button>
        </>
      )}
    </CenteredCard>
  );
}
