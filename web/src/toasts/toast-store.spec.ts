import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createToastStore } from './toast-store';

describe('the toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('dismisses a toast of the normal area after 5 s, not before', () => {
    const store = createToastStore();
    store.show({ message: 'Saved', type: 'success' });

    jest.advanceTimersByTime(4_999);
    expect(store.getSnapshot().map((toast) => [toast.message, toast.containerId])).toEqual([['Saved', 'main']]);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a toast of the important area for 10 s', () => {
    const store = createToastStore();
    store.show({ message: 'Offline', containerId: 'important' });

    jest.advanceTimersByTime(9_999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('closes one toast on demand and leaves the others, and keeps one shown without auto-dismiss', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const first = store.show({ message: 'One' });
    store.show({ message: 'Two', autoDismiss: false });

    store.dismiss(first);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Two']);
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Two']);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
