import type { Subprocessor } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';

function countryNames(codes: readonly string[], language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
}

/** The install's sub-processors: who, for what, where, and how a transfer outside the EEA is covered. */
export function SubprocessorTable() {
  const { t, i18n } = useTranslation('legal');
  const config = usePublicConfig();
  // Until the settings arrive the list is unknown, not empty: saying "no sub-processors" then would be false.
  if (!config) return null;
  const list: readonly Subprocessor[] = config.legal?.subprocessors ?? [];
  if (list.length === 0) return <p>{t('subprocessors.none')}</p>;
  return (
    <div className="legal__table-wrap">
      <p>{t('subprocessors.lead')}</p>
      <table className="legal__table">
        <thead>
          <tr>
            <th scope="col">{t('subprocessors.name')}</th>
            <th scope="col">{t('subprocessors.purpose')}</th>
            <th scope="col">{t('subprocessors.location')}</th>
            <th scope="col">{t('subprocessors.transfer')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((entry) => (
            <tr key={`${entry.purpose}:${entry.name}`}>
              <th scope="row">{entry.name}</th>
              <td>{t(`subprocessors.purposes.${entry.purpose}`)}</td>
              <td>{countryNames(entry.countries, i18n.language)}</td>
              <td>{t(`subprocessors.transfers.${entry.transfer}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
