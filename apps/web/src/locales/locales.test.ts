import { describe, expect, it } from 'vitest';
import en from './en.json';
import it_ from './it.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const english = flatten(en);
const italian = flatten(it_);

describe('catalogues', () => {
  it('have the same keys, none empty', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...italian]) expect(value.trim(), key).not.toBe('');
  });

  it('keep the same interpolation placeholders', () => {
    for (const [key, value] of english) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(italian.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

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
      'onboarding.steps.track.title': 'Track Everything That Matters',
      'onboarding.steps.visualize.title': 'Visualize Your Progress',
      'onboarding.steps.transform.title': 'Transform Your Life',
      'onboarding.back': 'Back',
      'onboarding.next': 'Next',
      'onboarding.skip': 'Skip tour',
      'onboarding.getStarted': 'Get Started',
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
