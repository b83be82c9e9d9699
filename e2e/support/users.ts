import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eEnvironment } from './environment.ts';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A user nobody else in the run has (each test signs up its own: tests share one server). */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${id}@example.com`,
    password: `grow-${id}`,
    ...overrides,
  };
}

/**
 * Signs a user up through the API, in the page's browser context (it shares the context's cookies), for tests
 * whose subject is not the signup itself. The Origin header is what the server's CSRF check wants.
 *
 * The app pairs the session with the `userId` it keeps in local storage and sends as x-user-id (SPEC.md 3 and 7,
 * DESIGN.md 1: a header naming another user than the session's is answered 401). A browser signing up through
 * the form stores that id itself; here the init script plays that part, as on the device the user signed up on.
 */
export async function signUpThroughApi(
  page: Page,
  user: NewUser,
  options: { completeOnboarding: boolean; clientAddress?: string },
): Promise<string> {
  const headers = { origin: e2eEnvironment().baseUrl };
  // The signup limit counts per client address (20 per 15 minutes): a test may sign up from an address of its own.
  const signupHeaders = options.clientAddress
    ? { ...headers, 'x-forwarded-for': options.clientAddress }
    : headers;
  const signup = await page.request.post('/api/auth/signup', { data: user, headers: signupHeaders });
  expect(signup.status(), await signup.text()).toBe(201);
  const created: unknown = await signup.json();
  const id = typeof created === 'object' && created !== null && 'id' in created ? created.id : undefined;
  if (typeof id !== 'string') throw new Error(`the signup answer has no id: ${JSON.stringify(created)}`);
  await page.addInitScript((userId) => window.localStorage.setItem('userId', userId), id);
  if (options.completeOnboarding) {
    const onboarding = await page.request.post('/api/auth/onboarding', {
      data: { hasCompleted: true },
      headers,
    });
    expect(onboarding.ok(), await onboarding.text()).toBe(true);
  }
  return id;
}

/**
 * A client address of its own (in 10.0.0.0/8) for one signup: the server trusts X-Forwarded-For from the loopback
 * proxy only (TRUST_PROXY=127.0.0.1 in playwright.config.ts), so the browser's own requests keep 127.0.0.1.
 */
export function ownClientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Changes the signed-in user's profile (PATCH /api/auth/user) in the page's browser context. */
export async function updateUserThroughApi(page: Page, changes: Record<string, unknown>): Promise<void> {
  const response = await page.request.patch('/api/auth/user', {
    data: changes,
    headers: { origin: e2eEnvironment().baseUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Creates an account through the API in a request context of its own (not the browser's), for tests that then
 * sign in through the login dialog as a person would. Optional profile changes are saved with it.
 */
export async function createAccount(
  request: APIRequestContext,
  user: NewUser,
  options: { completeOnboarding: boolean; changes?: Record<string, unknown> },
): Promise<void> {
  const headers = { origin: e2eEnvironment().baseUrl };
  const signup = await request.post('/api/auth/signup', { data: user, headers });
  expect(signup.status(), await signup.text()).toBe(201);
  if (options.completeOnboarding) {
    const onboarding = await request.post('/api/auth/onboarding', { data: { hasCompleted: true }, headers });
    expect(onboarding.ok(), await onboarding.text()).toBe(true);
  }
  if (options.changes) {
    const update = await request.patch('/api/auth/user', { data: options.changes, headers });
    expect(update.ok(), await update.text()).toBe(true);
  }
  const logout = await request.post('/api/auth/logout', { data: {}, headers });
  expect(logout.ok(), await logout.text()).toBe(true);
}
