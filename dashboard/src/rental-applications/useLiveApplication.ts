import { useEffect } from 'react';
import { useRefresh, useStore } from 'react-admin';
import type { ReceivedNotification } from '../realtime/notification-message';

const aboutApplication = (notification: ReceivedNotification | undefined | null, applicationId: string) =>
  !!notification &&
  (notification.type === 'rental_file.document_added' || notification.type === 'rental_file.updated') &&
  notification.data.applicationId === applicationId;

/**
 * Reads the open application again when its file changes: a document added (the toast's message) or the
 * applicant's other changes (the quiet rental_file.updated), both from the live stream.
 */
export function useLiveApplication(applicationId: string | undefined): void {
  const refresh = useRefresh();
  const [received] = useStore<ReceivedNotification[]>('realtime.received', []);
  const [update] = useStore<ReceivedNotification | null>('realtime.update', null);
  const latestDocument = applicationId && aboutApplication(received[0], applicationId) ? received[0].at : null;
  const latestUpdate = applicationId && aboutApplication(update, applicationId) ? update?.at : null;
  useEffect(() => {
    if (latestDocument || latestUpdate) refresh();
  }, [latestDocument, latestUpdate, refresh]);
}
