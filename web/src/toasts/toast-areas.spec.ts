import { describe, expect, it, jest } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ToastArea } from './ToastArea';
import { toastAreas, type ToastPlacement } from './toast-areas';

describe('toastAreas', () => {
  it('puts the normal area bottom-left by default and the important one top-right', () => {
    expect(toastAreas()).toEqual([
      { containerId: 'main', placement: 'bottom-left' },
      { containerId: 'important', placement: 'top-right' },
    ]);
  });

  it.each<ToastPlacement>(['top', 'left', 'right'])(
    'places the normal area %s when asked, never the important one',
    (placement) => {
      expect(toastAreas(placement)).toEqual([
        { containerId: 'main', placement },
        { containerId: 'important', placement: 'top-right' },
      ]);
    },
  );
});

describe('ToastArea', () => {
  it('renders at its placement, with a close button on each toast', () => {
    // No i18next instance here: react-i18next says so once and answers the keys themselves.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(
      createElement(ToastArea, {
        containerId: 'main',
        placement: 'right',
        toasts: [
          { id: 1, message: 'Saved', type: 'success', containerId: 'main' },
          { id: 2, message: 'Offline', type: 'warning', containerId: 'main', size: 'lg' },
        ],
        onClose: () => undefined,
        onHold: () => undefined,
        onRelease: () => undefined,
      }),
    );

    expect(html).toContain('class="toast-area toast-area--right"');
    expect(html.match(/class="toast__close"/g)).toHaveLength(2);
    expect(html).toContain('class="toast toast--warning toast--lg"');
    expect(html).toContain('aria-live="polite"');
  });
});
