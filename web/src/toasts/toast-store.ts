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
  /** Stops a toast's clock while the pointer or the focus is on it (WCAG 2.2.1: time to read it). */
  hold(id: number): void;
  /** Starts the clock again with the time that was left. */
  release(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** A store of toasts; without area delays every toast is a generic one (3 s). */
export function createToastStore(areaDelays: AreaDelays = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  // When each running clock ends, and what was left of each held one.
  const deadlines = new Map<number, number>();
  const heldFor = new Map<number, number>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function startClock(id: number, delay: number): void {
    deadlines.set(id, Date.now() + delay);
    timers.set(
      id,
      setTimeout(() => dismiss(id), delay),
    );
  }

  function stopClock(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    deadlines.delete(id);
  }

  function dismiss(id: number): void {
    stopClock(id);
    heldFor.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function show({ autoDismiss, type = 'info', containerId = 'main', ...rest }: ToastInput): number {
    const id = nextId++;
    toasts = [...toasts, { ...rest, id, type, containerId }];
    const delay = autoDismiss ?? areaDelays[containerId] ?? GENERIC_DISMISS_MS;
    if (delay !== false) startClock(id, delay);
    emit();
    return id;
  }

  function hold(id: number): void {
    const deadline = deadlines.get(id);
    if (deadline === undefined) return;
    stopClock(id);
    heldFor.set(id, Math.max(0, deadline - Date.now()));
  }

  function release(id: number): void {
    const left = heldFor.get(id);
    if (left === undefined) return;
    heldFor.delete(id);
    startClock(id, left);
  }

  return {
    show,
    dismiss,
    hold,
    release,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
