import { lazy, Suspense } from 'react';
import { toastsEverShown, useToasts } from '../../lib/toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/** Loads the toast UI with the first toast, keeping it out of the landing's first load. */
export function ToasterHost() {
  useToasts();
  if (!toastsEverShown()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
