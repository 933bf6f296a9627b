import MailIcon from '@mui/icons-material/Mail';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../layout/lazy-page';

const MessageList = lazyPage(() => import('./MessageList'), 'MessageList');
const MessageShow = lazyPage(() => import('./MessageShow'), 'MessageShow');

export const messages = {
  list: MessageList,
  show: MessageShow,
  icon: MailIcon,
  // An SMS has no subject: its recipient names it.
  recordRepresentation: (record: RaRecord) => String(record.subject ?? record.recipient),
};
