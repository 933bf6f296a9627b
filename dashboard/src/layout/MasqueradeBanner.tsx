import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MeResponse } from '@creneau/contracts';
import { fetchMe, forgetMe, postJson } from '../providers/session';

/** Always visible while an ops user acts as someone else, with the way back. */
export function MasqueradeBanner() {
  const translate = useTranslate();
  const [me, setMe] = useState<MeResponse | null>(null);
  useEffect(() => {
    void fetchMe().then(setMe);
  }, []);
  if (!me?.masquerade) return null;
  const leave = async () => {
    await postJson('/api/masquerade', undefined, 'DELETE');
    forgetMe();
    window.location.assign('/pro/users');
  };
  const name = `${me.user.firstName} ${me.user.lastName}`.trim() || me.user.email;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={() => void leave()}>
          {translate('masquerade.leave')}
        </Button>
      }
    >
      {translate('masquerade.banner', { name, real: me.masquerade.realEmail })}
    </Alert>
  );
}
