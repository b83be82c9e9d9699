import { useState } from 'react';

/**
 * The last non-null `value`: a bottom sheet closed by setting its state to null keeps showing what it showed
 * while it slides away. (State set during render, React's way to follow a changing prop.)
 */
export function useLingering<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
