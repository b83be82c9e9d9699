import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginInput, newPasswordSchema, signupInput } from './auth.schema';
import { avatarIds, avatarUrl } from './avatars';
import { profileImageUrlSchema, updateUserInput } from './user.schema';
import { errorText } from '../shared/errors';

describe('signup', () => {
  it('trims names and lower-cases the email', () => {
    expect(
      signupInput.parse({
        email: '  Ada@Example.COM ',
        password: 'secret',
        firstName: ' Ada ',
        lastName: 'L',
      }),
    ).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      firstName: 'Ada',
      lastName: 'L',
    });
  });

  it('needs every field, with the messages the form shows', () => {
    const result = signupInput.safeParse({ email: '', password: '', firstName: ' ', lastName: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), errorText(i.message)]),
    );
    expect(messages).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('accepts a password of 6 characters or more, and no shorter (SPEC.md 5)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 12 }), (password) => {
        const ok = newPasswordSchema.safeParse(password).success;
        expect(ok).toBe(password.length >= 6);
      }),
    );
    expect(errorText(newPasswordSchema.safeParse('12345').error!.issues[0]!.message)).toBe(
      'Password must be at least 6 characters',
    );
  });
});

describe('login', () => {
  it('takes any non-empty password: the length rule is only for new ones', () => {
    expect(loginInput.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
    expect(errorText(loginInput.safeParse({ email: 'a@b.co', password: '' }).error!.issues[0]!.message)).toBe(
      'Password is required',
    );
    expect(
      errorText(loginInput.safeParse({ email: 'not-an-email', password: 'x' }).error!.issues[0]!.message),
    ).toBe('Enter a valid email address');
  });
});

describe('profile update', () => {
  it('accepts known settings only', () => {
    expect(
      updateUserInput.safeParse({ timezone: 'Europe/Rome', currency: 'EUR', dayStartHour: 4 }).success,
    ).toBe(true);
    expect(updateUserInput.safeParse({ timezone: 'Europe/Atlantis' }).success).toBe(false);
    expect(updateUserInput.safeParse({ dayStartHour: 5 }).success).toBe(false);
    expect(updateUserInput.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateUserInput.safeParse({}).success).toBe(false);
  });

  it('rejects preferences it does not know, and timer settings out of SPEC.md 5 ranges', () => {
    expect(updateUserInput.safeParse({ preferences: { hack: 1 } }).success).toBe(false);
    const timer = {
      focusDuration: 25,
      shortBreakDuration: 5,
      longBreakDuration: 10,
      longBreakAfter: 4,
      slots: 4,
      soundId: 'beep',
    };
    expect(updateUserInput.safeParse({ preferences: { timerSettings: timer } }).success).toBe(true);
    expect(
      updateUserInput.safeParse({ preferences: { timerSettings: { ...timer, focusDuration: 121 } } }).success,
    ).toBe(false);
    expect(
      updateUserInput.safeParse({ preferences: { timerSettings: { ...timer, shortBreakDuration: 0 } } })
        .success,
    ).toBe(false);
  });

  it('allows only the app’s own image addresses', () => {
    expect(updateUserInput.safeParse({ profileImageUrl: '/avatars/owl.svg' }).success).toBe(true);
    expect(updateUserInput.safeParse({ profileImageUrl: null }).success).toBe(true);
    expect(updateUserInput.safeParse({ profileImageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(updateUserInput.safeParse({ profileImageUrl: '//evil.example/a.png' }).success).toBe(false);
  });

  it('takes our avatars and an uploaded image’s URL whole, and no path that climbs out', () => {
    const accepts = (url: string) => profileImageUrlSchema.safeParse(url).success;
    for (const id of avatarIds) expect(accepts(avatarUrl(id))).toBe(true);
    expect(accepts('/api/profile/image/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe(true);
    for (const url of [
      '/avatars/../../api/auth/logout',
      '/avatars/owl.svg/../../api/auth/logout',
      '/avatars/unicorn.svg',
      '/avatars/owl.svg?x=1',
      '/api/profile/image/../../auth/logout',
      '/api/profile/image/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b/..',
      '/api/profile/image/not-an-id',
    ])
      expect(accepts(url), url).toBe(false);
    expect(profileImageUrlSchema.safeParse('/avatars/../x').error?.issues[0]?.message).toBe('profile.image');
  });
});
