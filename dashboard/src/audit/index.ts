import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../layout/lazy-page';

const AuditList = lazyPage(() => import('./AuditList'), 'AuditList');

export const auditLog = { list: AuditList, icon: HistoryIcon };
