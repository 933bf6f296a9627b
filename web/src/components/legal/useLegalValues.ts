import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';

/**
 * The settings the legal texts name: where the data is hosted (the EU only when the operator says so),
 * where to write about personal data, whether SMS and the captcha are on (their sentences are left out
 * otherwise).
 */
export function useLegalValues(): Record<string, string> {
  const { t } = useTranslation('legal');
  const legal = usePublicConfig()?.legal ?? null;
  const uses = (purpose: string) => legal?.subprocessors.some((entry) => entry.purpose === purpose) ?? false;
  return {
    hosting: legal?.hostedInEu ? t('hosting.eu') : t('hosting.unstated'),
    privacyEmail: legal?.operator.privacyEmail ?? '',
    operatorName: legal?.operator.name ?? t('operator.unnamed'),
    smsTransfer: uses('sms') ? t('transfers.sms') : '',
    captchaTransfer: uses('captcha') ? t('transfers.captcha') : '',
  };
}
