import type { UserView } from '@creneau/contracts';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';

/** Ops only: act as this user; the whole app reloads as them, with the banner to come back. */
export function MasqueradeButton() {
  const record = useRecordContext<UserView>();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record || record.authType === 'ops' || !record.active) return null;
  const start = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await postJson('/api/masquerade', { userId: record.id });
      window.location.assign(record.authType === 'visitor' ? '/visits/home' : '/pro/visits');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label={translate('masquerade.actAs')} onClick={(event) => void start(event)} />;
}
