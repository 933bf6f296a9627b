import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useAgencyTime } from '../time/useAgencyTime';
import { notificationMessage, type ReceivedNotification } from './notification-message';

/** The unread count of live notifications; opening the list marks them read. */
export function NotificationBell() {
  const translate = useTranslate();
  const { format } = useAgencyTime();
  const [received] = useStore<ReceivedNotification[]>('realtime.received', []);
  const [unread, setUnread] = useStore<number>('realtime.unread', 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('realtime.bell', { count: unread });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setUnread(0);
          }}
        >
          <Badge badgeContent={unread} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {received.length === 0 && <MenuItem disabled>{translate('realtime.none')}</MenuItem>}
        {received.map((notification) => {
          // Written at render: switching the language rewrites the list too.
          const { key, args } = notificationMessage(notification, format);
          return (
            <MenuItem key={notification.at + notification.type} onClick={() => setAnchor(null)}>
              <ListItemText
                primary={translate(key, args)}
                secondary={translate('realtime.receivedAt', { time: format(notification.at, 'time') })}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
