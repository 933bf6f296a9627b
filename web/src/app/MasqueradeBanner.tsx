import type { MeResponse } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { useAction } from '../components/forms/useAction';
import { postJson } from '../session/api';
import './MasqueradeBanner.css';

/** On every page while an ops user acts as someone else, with the way back to their own account. */
export function MasqueradeBanner({ me }: { me: MeResponse }) {
  const { t } = useTranslation(['web', 'global']);
  const leave = useAction(async () => {
    await postJson<MeResponse>('/api/masquerade', undefined, 'DELETE');
    // Back in the back office, where the masquerade started; a full load drops every cached answer.
    window.location.assign('/pro/users');
  });
  const name = `${me.user.firstName} ${me.user.lastName}`.trim() || me.user.email;
  return (
    <section className="masquerade-banner" aria-label={t('global:pageTitles.masquerade')}>
      <p className="masquerade-banner__text">
        {t('masquerade.banner', { name, real: me.masquerade?.realEmail ?? '' })}
      </p>
      <button type="button" className="button masquerade-banner__leave" onClick={() => void leave.run()}>
        {t('masquerade.leave')}
      </button>
      {leave.error && (
        <p role="alert" className="masquerade-banner__error">
          {t(`global:${leave.error.key}`)}
        </p>
      )}
    </section>
  );
}
