export type ToastType = 'success' | 'error' | 'warning' | 'info';
/** The normal area (bottom-left unless placed elsewhere) or the important one, top-right. */
export type ToastContainerId = 'main' | 'important';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  containerId: ToastContainerId;
  action?: ToastAction;
  /** Small when unset. */
  size?: 'md' | 'lg' | 'xl';
}

export type ToastInput = Omit<Toast, 'id' | 'containerId' | 'type'> & {
  type?: ToastType;
  containerId?: ToastContainerId;
  /** Milliseconds before it goes by itself; false keeps it until closed. Defaults to its area's delay. */
  autoDismiss?: number | false;
};

// Spec, section 9: a generic toast goes after 3 s; the application's toast areas keep theirs 5 s (the
// normal area) and 10 s (the important one).
export const GENERIC_DISMISS_MS = 3_000;
export const AREA_DISMISS_MS: Record<ToastContainerId, number> = { main: 5_000, important: 10_000 };

export type AreaDelays = Partial<Record<ToastContainerId, number>>;

export interface ToastStore {
  show(input: ToastInput): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** A store of toasts; without area delays every toast is a generic one (3 s). */
export function createToastStore(areaDelays: AreaDelays = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function show({ autoDismiss, type = 'info', containerId = 'main', ...rest }: ToastInput): number {
    const id = nextId++;
    toasts = [...toasts, { ...rest, id, type, containerId }];
    const delay = autoDismiss ?? areaDelays[containerId] ?? GENERIC_DISMISS_MS;
    if (delay !== false)
      timers.set(
        id,
        setTimeout(() => dismiss(id), delay),
      );
    emit();
    return id;
  }

  return {
    show,
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
