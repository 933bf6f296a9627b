import { Avatar, Button, Stack } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { csrfToken } from '../providers/session';

/** The agent's portrait for their public page; saved as soon as it is chosen. */
export function UserPhotoField() {
  const user = useRecordContext<{ id: string; photoUrl: string | null; authType: string }>();
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
    const body = new FormData();
    body.append('photo', file);
    const response = await fetch(`/api/users/${user.id}/photo`, {
      method: 'PUT',
      body,
      headers: { 'X-CSRF-Token': csrfToken() },
    });
    setBusy(false);
    if (!response.ok) {
      const { code } = (await response.json().catch(() => ({}))) as { code?: string };
      notify(`errors.${code ?? 'INTERNAL_ERROR'}`, { type: 'error' });
      return;
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
