import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../layout/lazy-page';

const InboundEmailList = lazyPage(() => import('./InboundEmailList'), 'InboundEmailList');
const InboundEmailShow = lazyPage(() => import('./InboundEmailShow'), 'InboundEmailShow');

export const inboundEmails = {
  list: InboundEmailList,
  show: InboundEmailShow,
  icon: MarkEmailUnreadIcon,
  recordRepresentation: (record: RaRecord) => String(record.subject ?? record.sender),
};
