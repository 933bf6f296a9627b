import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './ToastProvider';

/** Losing the network is worth the important area; its return, a normal toast that closes the first. */
export function useConnectivityToasts(): void {
  const { t } = useTranslation('web');
  const toast = useToast();
  useEffect(() => {
    let offlineToast: number | null = null;
    const offline = () => {
      offlineToast = toast.show({ message: t('toasts.offline'), type: 'warning', containerId: 'important' });
    };
    const online = () => {
      if (offlineToast === null) return;
      toast.dismiss(offlineToast);
      offlineToast = null;
      toast.show({ message: t('toasts.online'), type: 'success' });
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t, toast]);
}
