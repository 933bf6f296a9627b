import { useEffect, useRef } from 'react';

/**
 * Listens to a Server-Sent Events stream while `enabled`, handing each event of the given types with its
 * parsed data. EventSource reconnects by itself. The handler is read through a ref: a new one (a language
 * switch, a new clock) must not close the stream and miss what arrives meanwhile.
 */
export function useEventStream<Type extends string>(
  url: string,
  types: readonly Type[],
  enabled: boolean,
  onEvent: (type: Type, data: Record<string, unknown>) => void,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(url);
    const listeners = types.map((type) => {
      const listener = (event: MessageEvent<string>) =>
        handler.current(type, JSON.parse(event.data) as Record<string, unknown>);
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [url, types, enabled]);
}
