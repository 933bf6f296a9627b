import { Box } from '@mui/material';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  useGetIdentity,
  usePermissions,
  UserMenu,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../providers';
import { NotificationBell } from '../realtime/NotificationBell';
import { SignOutEverywhereItem } from './SignOutEverywhereItem';
import { useRealtimeNotifications } from '../realtime/useRealtimeNotifications';

const PHONE_TITLE = {
  minWidth: 0,
  '@media (max-width: 599.95px)': {
    whiteSpace: 'normal',
    fontSize: '1rem',
    lineHeight: 1.25,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflowWrap: 'anywhere',
  },
} as const;

/** react-admin's app bar with the product's mark before the page title; the mark hides on phones. */
export function ProAppBar() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const { identity } = useGetIdentity();
  useRealtimeNotifications(permissions !== undefined);
  return (
    <AppBar
      // The menu button shows the person's name: its spoken name must be that name too (WCAG 2.5.3).
      userMenu={
        <UserMenu label={identity?.fullName}>
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
      {/* On a phone a long title wraps on two lines, then ends in an ellipsis, instead of being cut mid-word. */}
      <TitlePortal sx={PHONE_TITLE} />
    </AppBar>
  );
}
