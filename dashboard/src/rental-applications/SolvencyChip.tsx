import type { SolvencyIndicator } from '@creneau/contracts';
import { Chip, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatRatio } from './solvency-format';

/**
 * The solvency indicator as an indicator: what backs the file (income ≥ 3 × rent, a guarantor, both,
 * neither), never a verdict; the agent decides. Neutral colours: "neither" is information, not a refusal.
 */
export function SolvencyChip({ solvency }: { solvency: SolvencyIndicator }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate(`rentalApplications.solvency.basis.${solvency.basis}`);
  const ratio =
    solvency.ratio === null
      ? translate('rentalApplications.solvency.noRent')
      : translate('rentalApplications.solvency.ratio', { ratio: formatRatio(solvency.ratio, locale) });
  return (
    <Tooltip title={ratio}>
      <Chip
        size="small"
        variant="outlined"
        color={solvency.basis === 'neither' || solvency.basis === 'unknown' ? 'default' : 'primary'}
        label={label}
      />
    </Tooltip>
  );
}
