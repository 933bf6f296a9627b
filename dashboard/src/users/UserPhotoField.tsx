import type { UserView } from '@creneau/contracts';
import { Avatar, Button, Stack } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { uploadPhoto } from '../providers/session';

/** The agent's portrait for their public page; saved as soon as it is chosen. */
export function UserPhotoField() {
  const user = useRecordContext<UserView>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!user || user.authType !== 'realtor') return null;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await uploadPhoto(`/api/users/${user.id}/photo`, file, 'PUT');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return;
    } finally {
      setBusy(false);
    }
    refresh();
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={user.photoUrl ?? undefined} alt="" sx={{ width: 72, height: 72 }} />
      <Button variant="outlined" component="label" disabled={busy}>
        {translate('resources.users.photo')}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
          onChange={(event) => void upload(event)}
        />
      </Button>
    </Stack>
  );
}
