import type { Clock } from '../../lib/clock';
import type { AuthLimits, FailureStore } from '../../plugins/rate-limit';

/*
 * Password guessing limits of sign-in (DESIGN.md 6). Only wrong passwords count: signing in on many devices
 * never makes a user wait.
 * - Per IP, `loginPerIp` failures (50) and per email and IP `loginPerEmailIp` (10), each forgotten a window
 *   (15 min) after its latest failure.
 * - Per account from any address, a growing delay rather than a lockout: after `loginFreePerAccount` (10)
 *   failures, an attempt waits 1 s × 2^(failures − 10) after the latest failure (1 s, 2 s, 4 s …), at most
 *   15 min; the count is forgotten an hour after the latest failure. A guesser with any number of addresses
 *   gets about 4 guesses an hour. The owner is never locked out: an address the account signed in from in
 *   the last 30 days skips the delay (its per email and IP limit still holds), a new address waits at most
 *   15 min, and a reset link works at any time.
 */
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const DELAY_BASE_MS = 1000;
export const DELAY_CAP_MS = 15 * 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** How long an attempt waits after the latest failure, once the account has `failures` of them. */
export function accountDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(DELAY_CAP_MS, DELAY_BASE_MS * 2 ** Math.min(failures - free, 20));
}

export interface LoginGuard {
  /**
   * Runs a sign-in attempt (`check` verifies the password) under the limits: the answer is the checked result,
   * or how long to wait (ms) when the attempt is refused unchecked. `isFailure` names a wrong password.
   */
  attempt<T>(
    ip: string,
    email: string,
    check: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<{ result: T } | { waitMs: number }>;
}

/** The limits above on a failure store; when the store fails, nothing is counted rather than everyone refused. */
export function loginGuard(
  store: FailureStore,
  limits: AuthLimits,
  clock: Clock,
  onStoreError: (error: unknown) => void,
): LoginGuard {
  const keys = (ip: string, email: string) => ({
    ip: `login-ip:${ip}`,
    pair: `login-pair:${ip}:${email}`,
    account: `login-account:${email}`,
    known: `login-known:${ip}:${email}`,
  });
  const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      onStoreError(error);
      return fallback;
    }
  };

  const wait = (ip: string, email: string) =>
    safely(async () => {
      const now = clock.now().getTime();
      const key = keys(ip, email);
      const [perIp, pair, account] = await Promise.all([
        store.get(key.ip, now),
        store.get(key.pair, now),
        store.get(key.account, now),
      ]);
      const waits = [
        perIp && perIp.count >= limits.loginPerIp ? perIp.ttlMs : 0,
        pair && pair.count >= limits.loginPerEmailIp ? pair.ttlMs : 0,
      ];
      const delay = account ? accountDelayMs(account.count, limits.loginFreePerAccount) : 0;
      if (account && delay > 0 && !(await store.get(key.known, now)))
        waits.push(account.lastAt + delay - now);
      return Math.max(0, ...waits);
    }, 0);
  const failed = (ip: string, email: string) =>
    safely(async () => {
      const now = clock.now().getTime();
      const key = keys(ip, email);
      await Promise.all([
        store.add(key.ip, now, limits.window),
        store.add(key.pair, now, limits.window),
        store.add(key.account, now, ACCOUNT_WINDOW_MS),
      ]);
    }, undefined);
  const succeeded = (ip: string, email: string) =>
    safely(() => store.add(keys(ip, email).known, clock.now().getTime(), KNOWN_ADDRESS_MS), undefined);

  // One attempt at a time per email in this process: guesses sent all at once are counted as if sent in turn,
  // instead of all reading the count before any failure is added. (Across processes, a burst gets at most
  // one unchecked attempt per process.) A refused attempt is answered without a password check, so the line
  // moves fast.
  const lines = new Map<string, Promise<unknown>>();
  const inLine = <T>(email: string, work: () => Promise<T>): Promise<T> => {
    const next = (lines.get(email) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    lines.set(email, settled);
    void settled.then(() => {
      if (lines.get(email) === settled) lines.delete(email);
    });
    return next;
  };

  return {
    attempt: (ip, email, check, isFailure) =>
      inLine(email, async () => {
        const waitMs = await wait(ip, email);
        if (waitMs > 0) return { waitMs };
        try {
          const result = await check();
          await succeeded(ip, email);
          return { result };
        } catch (error) {
          if (isFailure(error)) await failed(ip, email);
          throw error;
        }
      }),
  };
}
