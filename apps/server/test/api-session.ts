/** A signed-in user of a running server, over real HTTP (fetch): what the process tests and the durability run send. */

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export class ApiSession {
  private cookie: string | undefined;

  constructor(readonly base: string) {}

  /** The `cookie` header of the signed-in session, for clients other than fetch. */
  get cookieHeader(): string {
    if (!this.cookie) throw new Error('not signed in');
    return this.cookie;
  }

  /** Sends one request; throws on a connection error (no answer), resolves with any status. */
  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.base };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('tg_session=')) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  }

  /** Like send, but any status other than `expected` throws with the answer. */
  async expect(status: number, method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await this.send(method, path, body);
    if (answer.status !== status) {
      throw new Error(
        `${method} ${path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer;
  }

  /** Every row of a keyset-paged list (the `x-next-cursor` header names the next page). */
  async listAll<Row>(path: string, limit: number): Promise<Row[]> {
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
      const separator = path.includes('?') ? '&' : '?';
      const answer = await this.expect(200, 'GET', `${path}${separator}${query.toString()}`);
      rows.push(...(answer.body as Row[]));
      cursor = answer.headers.get('x-next-cursor');
    } while (cursor);
    return rows;
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.expect(201, 'POST', '/api/auth/signup', {
      email,
      password,
      firstName: 'Dura',
      lastName: 'Bility',
    });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.expect(200, 'POST', '/api/auth/login', { email, password });
  }
}
