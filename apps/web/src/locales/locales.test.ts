import { describe, expect, it } from 'vitest';
import { describeCatalogues } from '../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('app', en, it_);

describe('the app catalogues', () => {
  it('hold SPEC.md’s English strings verbatim', () => {
    const expected: Record<string, string> = {
      'common.loading': 'Loading...',
      'auth.signIn': 'Sign in',
      'auth.signUp': 'Sign up',
      'auth.forgot.submit': 'Send Reset Link',
      'auth.forgot.backToLogin': 'Back to Login',
      'auth.forgot.sentTitle': 'Email Sent',
      'auth.forgot.sentDescription':
        'If an account exists with this email, you will receive a password reset link',
      'auth.forgot.failed': 'Unable to send reset email',
      'auth.forgot.thrown': 'An error occurred while sending the email',
      'auth.login.failed': 'Sign in failed',
      'auth.login.thrown': 'An error occurred during sign in',
      'auth.signup.failed': 'Registration failed',
      'auth.signup.thrown': 'An error occurred during registration',
      'auth.signup.created': 'Account created successfully!',
      'toast.error': 'Error',
      'toast.success': 'Success',
      'validation.passwordTooShort': 'Password must be at least 6 characters',
      'nav.menu': 'Menu',
      'nav.logout': 'Logout',
      'nav.home': 'Home',
      'nav.ai': 'AI',
      'nav.add': 'Add',
      'nav.timeline': 'Timeline',
      'nav.profile': 'Profile',
      'hub.title': 'Hub',
      'hub.subtitle': 'Trend analysis across all life areas',
      'landing.tagline': 'Track. Grow.',
    };
    for (const [key, value] of Object.entries(expected)) expect(english.get(key), key).toBe(value);
    expect(italian.get('common.loading')).toBe('Caricamento...');
  });
});
