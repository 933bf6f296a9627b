import { Notification } from 'react-admin';

/**
 * Toasts at the top right, under the app bar and its bell. At react-admin's default, the bottom centre,
 * a colleague's live booking covered the "Réserver" button of an open visit dialog (and the save
 * toolbar of a form) for the toast's ten seconds.
 */
export function ProNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: { xs: 56, sm: 64 } }} />;
}
