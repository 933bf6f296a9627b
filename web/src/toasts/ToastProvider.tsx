import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ToastArea } from './ToastArea';
import { toastAreas, type ToastPlacement } from './toast-areas';
import { AREA_DISMISS_MS, createToastStore, type ToastInput, type ToastStore } from './toast-store';
import './Toasts.css';

export interface ToastApi {
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastStore | null>(null);

/** The two toast areas of the application: the normal one (bottom-left by default) and the important one. */
export function ToastProvider({
  placement = 'bottom-left',
  children,
}: {
  placement?: ToastPlacement;
  children: ReactNode;
}) {
  const store = useMemo(() => createToastStore(AREA_DISMISS_MS), []);
  // Server rendering (and hydration) start from the store as it is: empty.
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastContext.Provider value={store}>
      {children}
      {toastAreas(placement).map((area) => (
        <ToastArea
          key={area.containerId}
          {...area}
          toasts={toasts.filter((toast) => toast.containerId === area.containerId)}
          onClose={store.dismiss}
          onHold={store.hold}
          onRelease={store.release}
        />
      ))}
    </ToastContext.Provider>
  );
}

/** Shows a toast from any page: `useToast().show({ message, type })`. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast needs a ToastProvider above it');
  return store;
}
