import DevicesIcon from '@mui/icons-material/DevicesOther';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { postJson } from '../providers/session';

/** Ends every session of the signed-in person, this one included (after a lost phone or a shared computer). */
export function SignOutEverywhereItem() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await postJson('/api/auth/sign-out-everywhere', undefined);
      setOpen(false);
      userMenu?.onClose();
      await logout();
    } catch {
      notify('security.signOutEverywhere.failed', { type: 'error' });
    }
  };

  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <DevicesIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('security.signOutEverywhere.menu')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        title="security.signOutEverywhere.title"
        content="security.signOutEverywhere.content"
        confirm="security.signOutEverywhere.confirm"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
