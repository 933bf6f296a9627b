import { Box } from '@mui/material';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  UserMenu,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../providers';
import { NotificationBell } from '../realtime/NotificationBell';
import { SignOutEverywhereItem } from './SignOutEverywhereItem';
import { useRealtimeNotifications } from '../realtime/useRealtimeNotifications';

/** react-admin's app bar with the product's mark before the page title; the mark hides on phones. */
export function ProAppBar() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  useRealtimeNotifications(permissions !== undefined);
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <SignOutEverywhereItem />
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          {permissions && <NotificationBell />}
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    >
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 1,
          mr: 3,
          fontWeight: 800,
          fontSize: '1.15rem',
        }}
      >
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={26} height={26} />
        {translate('app.name')}
      </Box>
      <TitlePortal />
    </AppBar>
  );
}
