import { readStorage, writeStorage } from '../../lib/storage.ts';

export const captureTabs = ['note', 'task', 'expense', 'mood'] as const;
export type CaptureTab = (typeof captureTabs)[number];

export const isCaptureTab = (value: unknown): value is CaptureTab =>
  typeof value === 'string' && (captureTabs as readonly string[]).includes(value);

/** Local storage key of the tab last used, per user. */
export const captureTabKey = (userId: string): string => `quickCaptureTab-${userId}`;

/** The remembered tab; anything else stored (or nothing) gives Note. */
export function readCaptureTab(userId: string): CaptureTab {
  const stored = readStorage(captureTabKey(userId));
  return isCaptureTab(stored) ? stored : 'note';
}

export function writeCaptureTab(userId: string, tab: CaptureTab): void {
  writeStorage(captureTabKey(userId), tab);
}
