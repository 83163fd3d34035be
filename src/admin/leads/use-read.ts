/**
 * One read of the desk's data for a view: what `read` answers, null while it loads or when it
 * failed. It is read again when `read` changes (callers memoize it on what it reads) or when
 * `version` does (a reload), and an answer for an earlier read is dropped.
 */
import { useEffect, useState } from 'react';

export interface ReadState<T> {
  value: T | null;
  failed: boolean;
}

export function useRead<T>(read: () => Promise<T | null>, version = 0): ReadState<T> {
  const [state, setState] = useState<ReadState<T>>({ value: null, failed: false });
  useEffect(() => {
    let current = true;
    void read()
      .catch(() => null)
      .then((value) => {
        if (current) setState({ value, failed: value === null });
      });
    return () => {
      current = false;
    };
  }, [read, version]);
  return state;
}
