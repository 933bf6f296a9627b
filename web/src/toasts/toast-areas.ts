import type { ToastContainerId } from './toast-store';

/** Where the normal area sits (spec, section 2): bottom-left unless a page places it elsewhere. */
export type ToastPlacement = 'bottom-left' | 'top' | 'left' | 'right';

export interface ToastAreaLayout {
  containerId: ToastContainerId;
  placement: ToastPlacement | 'top-right';
}

/** The application's two areas: the normal one where asked, the important one always top-right. */
export function toastAreas(placement: ToastPlacement = 'bottom-left'): readonly ToastAreaLayout[] {
  return [
    { containerId: 'main', placement },
    { containerId: 'important', placement: 'top-right' },
  ];
}
