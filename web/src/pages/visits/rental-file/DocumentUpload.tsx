import type { Region, RentalDocumentKindRule } from '@creneau/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/forms/FormMessages';
import { useAction } from '../../../components/forms/useAction';
import { uploadDocument } from './resumable-upload';

/** What a phone's camera and file picker may hand over; the server checks the content, not this. */
const ACCEPT = 'image/*,application/pdf';

/**
 * Adds a document of one of the region's lawful kinds: a photo taken with the phone's camera (capture) or a
 * file chosen; sent by chunks with a progress bar, resumed after a dropped connection.
 */
export function DocumentUpload({
  personId,
  region,
  kinds,
  onUploaded,
}: {
  personId: string;
  region: Region;
  kinds: readonly RentalDocumentKindRule[];
  onUploaded: () => void;
}) {
  const { t } = useTranslation(['web', 'enums', 'global']);
  const id = useId();
  const [kind, setKind] = useState('');
  const [kindProblem, setKindProblem] = useState<string>();
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [done, setDone] = useState<string>();
  const kindRef = useRef<HTMLSelectElement>(null);
  const upload = useAction(async (file: File) => {
    setDone(undefined);
    const document = await uploadDocument({ personId, kind, region, file }, (sent, total) =>
      setProgress({ sent, total }),
    );
    setDone(t('rentalFile.upload.done', { name: document.name }));
    setKind('');
    onUploaded();
  });
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!kind) {
      setKindProblem(t('rentalFile.upload.kindRequired'));
      kindRef.current?.focus();
      return;
    }
    setKindProblem(undefined);
    setProgress({ sent: 0, total: file.size });
    void upload.run(file).finally(() => setProgress(null));
  };
  const categories = [...new Set(kinds.map((rule) => rule.category))];
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <div className="rental-upload">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {t('rentalFile.upload.kind')}
        </label>
        <select
          ref={kindRef}
          id={`${id}-kind`}
          className="field__select"
          value={kind}
          aria-invalid={kindProblem ? true : undefined}
          aria-describedby={kindProblem ? `${id}-kind-error` : undefined}
          onChange={(event) => setKind(event.target.value)}
        >
          <option value="">{t('rentalFile.person.choose')}</option>
          {categories.map((category) => (
            <optgroup key={category} label={t(`rentalFile.categories.${category}`)}>
              {kinds
                .filter((rule) => rule.category === category)
                .map((rule) => (
                  <option key={rule.kind} value={rule.kind}>
                    {t(`enums:rentalDocumentKind.${rule.kind}`, { defaultValue: rule.wording })}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {kindProblem && (
          <p id={`${id}-kind-error`} className="field__error">
            {kindProblem}
          </p>
        )}
      </div>
      <div className="rental-upload__buttons">
        {/* A label styled as a button opens the camera on a phone (capture) or the file picker elsewhere. */}
        <label className="button button--primary rental-upload__pick">
          {t('rentalFile.upload.photo')}
          <input
            className="visually-hidden"
            type="file"
            accept={ACCEPT}
            capture="environment"
            data-testid="rental-camera"
            onChange={picked}
          />
        </label>
        <label className="button button--secondary rental-upload__pick">
          {t('rentalFile.upload.file')}
          <input className="visually-hidden" type="file" accept={ACCEPT} onChange={picked} />
        </label>
      </div>
      <p className="field__hint">{t('rentalFile.upload.hint')}</p>
      {progress && (
        <div className="rental-upload__progress">
          <label htmlFor={`${id}-progress`}>{t('rentalFile.upload.sending', { percent })}</label>
          <progress id={`${id}-progress`} max={100} value={percent} />
        </div>
      )}
      {upload.error && <FormAlert>{t(`global:${upload.error.key}`)}</FormAlert>}
      <FormNotice>{done}</FormNotice>
    </div>
  );
}
