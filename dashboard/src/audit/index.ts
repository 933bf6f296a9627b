import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';

export const auditLog = { list: AuditList, icon: HistoryIcon };
