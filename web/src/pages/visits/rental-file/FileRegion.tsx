import { REGIONS, RENTAL_FILE_ROUTES, type Region, type RentalFileView } from '@creneau/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/FormMessages';
import { useAction } from '../../../components/forms/useAction';
import { postJson } from '../../../session/api';

/**
 * Where the visitor looks for a home: the documents asked (and what is missing) follow that list, the
 * French decree's or the Belgian region's. Once the file goes to a listing, the listing's region rules.
 */
export function FileRegion({ file, onChanged }: { file: RentalFileView; onChanged: (file: RentalFileView) => void }) {
  const { t } = useTranslation(['web', 'global']);
  const id = useId();
  const save = useAction(async (region: Region) => {
    onChanged(await postJson<RentalFileView>(RENTAL_FILE_ROUTES.file, { region }, 'PATCH'));
  });
  return (
    <div className="field rental-region">
      <label className="field__label" htmlFor={`${id}-region`}>
        {t('rentalFile.region.label')}
      </label>
      <select
        id={`${id}-region`}
        className="field__select"
        value={file.region}
        onChange={(event) => void save.run(event.target.value as Region)}
      >
        {REGIONS.map((region) => (
          <option key={region} value={region}>
            {t(`rentalFile.region.options.${region}`)}
          </option>
        ))}
      </select>
      <p className="field__hint">{t('rentalFile.region.hint')}</p>
      {save.error && <FormAlert>{t(`global:${save.error.key}`)}</FormAlert>}
    </div>
  );
}
