import type { UserRow } from '../modules/auth/types';

export interface CachedSession {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
  cachedAt: number;
}

/**
 * Recently seen sessions, so that a signed-in read costs no database round trip for the session itself
 * (DESIGN.md 7: `GET /api/auth/user` at a quarter of a bare route). Every write by a user, a logout and a
 * password reset drop that user's entries at once in this process; other app processes may serve an entry
 * for at most `ttlMs` more (5 s by default) — the price of a stateless scale-out without a shared cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || entry.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }
}
