import { legalContext } from '@creneau/contracts';
import type { TFunction } from 'i18next';

export interface AgencyRegistration {
  country: 'FR' | 'BE';
  siren: string | null;
  card: string | null;
  bce: string | null;
  ipi: string | null;
}

/**
 * The agency's registration as its country's law names it on a bon de visite: SIREN and carte
 * professionnelle in France (loi Hoguet), BCE/KBO number and IPI/BIV number in Belgium. A Belgian agent
 * has no carte professionnelle: printing one would misstate who presented the property.
 */
export function agencyIdentifiers(t: TFunction, agency: AgencyRegistration): string {
  const context = legalContext(agency.country);
  const [company, card] = context ? [agency.bce, agency.ipi] : [agency.siren, agency.card];
  return [
    company && t('voucher.company', { number: company, context }),
    card && t('voucher.card', { number: card, context }),
  ]
    .filter(Boolean)
    .join(', ');
}
