import { useTranslation } from 'react-i18next';
import type { ToastAreaLayout } from './toast-areas';
import type { Toast } from './toast-store';

interface ToastAreaProps extends ToastAreaLayout {
  toasts: readonly Toast[];
  onClose: (id: number) => void;
  onHold: (id: number) => void;
  onRelease: (id: number) => void;
}

/** Always in the page, even empty: screen readers only announce what enters a live region they know. */
export function ToastArea({ containerId, placement, toasts, onClose, onHold, onRelease }: ToastAreaProps) {
  const { t } = useTranslation('web');
  const important = containerId === 'important';
  return (
    // A named region with aria-live, not role="alert": an empty alert would be one more alert on every
    // page, beside the forms' own error messages.
    <section
      className={`toast-area toast-area--${placement}`}
      aria-live={important ? 'assertive' : 'polite'}
      aria-label={t(important ? 'toasts.importantArea' : 'toasts.area')}
      data-container={containerId}
      data-placement={placement}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type} toast--${toast.size ?? 'sm'}`}
          data-toast-id={toast.id}
          // While it is pointed at or its buttons have the focus, a toast waits to be read.
          onMouseEnter={() => onHold(toast.id)}
          onMouseLeave={() => onRelease(toast.id)}
          onFocus={() => onHold(toast.id)}
          onBlur={() => onRelease(toast.id)}
        >
          <span className="toast__icon" aria-hidden="true" />
          <p className="toast__message">{toast.message}</p>
          {toast.action && (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                toast.action?.onClick();
                onClose(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="toast__close"
            aria-label={t('toasts.close')}
            onClick={() => onClose(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
