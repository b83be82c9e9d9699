/** Local storage that never throws: private modes and full quotas must not break the app (DESIGN.md 6). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}

export const USER_ID_KEY = 'userId';
export const THEME_KEY = 'theme';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; build a v4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getUserId(): string | null {
  return readStorage(USER_ID_KEY);
}

/** SPEC.md 3: a random local id is created on first load when absent. */
export function ensureUserId(): string {
  const existing = getUserId();
  if (existing) return existing;
  const created = randomUuid();
  writeStorage(USER_ID_KEY, created);
  return created;
}

/** On sign-in the stored id becomes the signed-in user's, so per-user keys belong to that user. */
export function setUserId(id: string): void {
  writeStorage(USER_ID_KEY, id);
}
