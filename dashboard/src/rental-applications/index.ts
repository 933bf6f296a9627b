import FolderSharedIcon from '@mui/icons-material/FolderShared';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../layout/lazy-page';

const RentalApplicationList = lazyPage(() => import('./RentalApplicationList'), 'RentalApplicationList');
const RentalApplicationShow = lazyPage(() => import('./RentalApplicationShow'), 'RentalApplicationShow');

/** Rental files shared by applicants for a listing (issue 21): the list, and one application's view. */
export const rentalApplications = {
  list: RentalApplicationList,
  show: RentalApplicationShow,
  icon: FolderSharedIcon,
  recordRepresentation: (record: RaRecord) =>
    [record.applicant?.firstName, record.applicant?.lastName].filter(Boolean).join(' '),
};
