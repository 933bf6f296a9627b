import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AREA_DISMISS_MS, createToastStore } from './toast-store';

describe('the toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('dismisses a generic toast after 3 s, not before', () => {
    const store = createToastStore();
    store.show({ message: 'Copied' });

    jest.advanceTimersByTime(2_999);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Copied']);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses a toast of the application's normal area after 5 s, not before", () => {
    const store = createToastStore(AREA_DISMISS_MS);
    store.show({ message: 'Saved', type: 'success' });

    jest.advanceTimersByTime(4_999);
    expect(store.getSnapshot().map((toast) => [toast.message, toast.containerId])).toEqual([['Saved', 'main']]);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps a toast of the application's important area for 10 s", () => {
    const store = createToastStore(AREA_DISMISS_MS);
    store.show({ message: 'Offline', containerId: 'important' });

    jest.advanceTimersByTime(9_999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('closes one toast on demand and leaves the others, and keeps one shown without auto-dismiss', () => {
    const store = createToastStore(AREA_DISMISS_MS);
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

  it("lets one toast set its own delay over its area's", () => {
    const store = createToastStore(AREA_DISMISS_MS);
    store.show({ message: 'Quick', autoDismiss: 1_000 });

    jest.advanceTimersByTime(1_000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stops the clock while the toast is held, then gives it only the time that was left', () => {
    const store = createToastStore(AREA_DISMISS_MS);
    const id = store.show({ message: 'Read me' });

    jest.advanceTimersByTime(4_000);
    store.hold(id);
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.release(id);
    jest.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('never starts a clock for a toast kept until closed, held or not', () => {
    const store = createToastStore(AREA_DISMISS_MS);
    const id = store.show({ message: 'Stay', autoDismiss: false });

    store.hold(id);
    store.release(id);
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
