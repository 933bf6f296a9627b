import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../layout/lazy-page';

const CandidateList = lazyPage(() => import('./CandidateList'), 'CandidateList');
const CandidateShow = lazyPage(() => import('./CandidateShow'), 'CandidateShow');
const CandidateCreate = lazyPage(() => import('./CandidateCreate'), 'CandidateCreate');

export const candidates = {
  list: CandidateList,
  show: CandidateShow,
  create: CandidateCreate,
  icon: PeopleAltIcon,
  recordRepresentation: (record: RaRecord) => `${String(record.firstName)} ${String(record.lastName)}`,
};
