// A value that follows another once it has stayed the same for `delayMs`, so typing and ticking
// ask the server once rather than once per keystroke. `key` says when the value changed (an
// object made afresh on every render is the same value while its key is).
import { useEffect, useRef, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number, key: string = String(value)): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(latest.current), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
