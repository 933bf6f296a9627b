import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';

/**
 * On a form that sends a reCAPTCHA token, and only when the install has reCAPTCHA: what Google receives.
 * The script itself loads on the first submit (session/captcha.ts), never on pages without such a form.
 */
export function CaptchaNotice() {
  const { t } = useTranslation('web');
  if (!usePublicConfig()?.recaptchaSiteKey) return null;
  return (
    <p className="field__hint" data-captcha-notice="">
      {t('captcha.notice')} <Link to="/cookies">{t('captcha.more')}</Link>
    </p>
  );
}
