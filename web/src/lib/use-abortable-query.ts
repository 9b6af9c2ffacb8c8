// Runs one request per query key, cancels the previous one when the key changes or the component
// unmounts, and keeps the last good answer so a failed refresh never blanks the screen.
import { useEffect, useEffectEvent, useState } from 'react';

export interface QueryResult<T> {
  /** The answer for the current key, or with keepPreviousData the latest answer of any key. */
  data: T | undefined;
  /** The failure of the current key, if it failed. */
  error: unknown;
  isLoading: boolean;
}

interface Settled<T> {
  key: string | null;
  data: T | undefined;
  dataKey: string | null;
  error: unknown;
}

export function useAbortableQuery<T>(
  queryKey: string,
  queryFn: (signal: AbortSignal) => Promise<T>,
  options: { keepPreviousData?: boolean } = {},
): QueryResult<T> {
  const [settled, setSettled] = useState<Settled<T>>({ key: null, data: undefined, dataKey: null, error: undefined });
  const run = useEffectEvent((signal: AbortSignal) => queryFn(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => setSettled({ key: queryKey, data, dataKey: queryKey, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((previous) => ({ ...previous, key: queryKey, error }));
      },
    );
    return () => controller.abort();
  }, [queryKey]);

  const isCurrent = settled.key === queryKey;
  return {
    data: options.keepPreviousData || settled.dataKey === queryKey ? settled.data : undefined,
    error: isCurrent ? settled.error : undefined,
    isLoading: !isCurrent,
  };
}
