import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/api-mock.ts';
import { formatClock, formatLongDate } from '../pages/home/greeting.ts';
import indexHtml from '../../index.html?raw';
import { renderFirstScreen, renderFirstScreenPage } from './first-screen.tsx';

/** 16:07 UTC: afternoon in Rome, 01:07 the next morning in Tokyo, morning (08:07) in Los Angeles. */
const NOW = new Date('2026-03-05T16:07:00Z');

function picture(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const headings = (document: Document) => [...document.querySelectorAll('h1')].map((h1) => h1.textContent);

describe('renderFirstScreen', () => {
  it("greets by first name for the time of day in the user's zone, in the profile's language", () => {
    const user = makeUser({ firstName: ' Ada ', timezone: 'Asia/Tokyo', locale: 'it' });
    const document = picture(renderFirstScreen({ user, now: NOW, acceptLanguages: ['en-US'] }));
    expect(headings(document)).toEqual(['Buongiorno, Ada']);
    expect(document.querySelector('time')?.textContent).toBe(
      `${formatLongDate(NOW, 'it', 'Asia/Tokyo')} · ${formatClock(NOW, 'it', 'Asia/Tokyo')}`,
    );
  });

  it("escapes the user's name: the picture is markup, never the name's", () => {
    const user = makeUser({ firstName: '<img src=x onerror=alert(1)>', lastName: '"><script>x()</script>' });
    const html = renderFirstScreen({ user, now: NOW, acceptLanguages: [] });
    expect(html).not.toMatch(/<img src=x|<script>/);
    expect(headings(picture(html))).toEqual(['Good afternoon, <img src=x onerror=alert(1)>']);
  });

  it("takes the browser's first language when the profile has none", () => {
    const user = makeUser({ timezone: 'Europe/Rome', locale: null });
    expect(
      headings(picture(renderFirstScreen({ user, now: NOW, acceptLanguages: ['it-IT', 'en'] }))),
    ).toEqual(['Buon pomeriggio, Ada']);
    expect(headings(picture(renderFirstScreen({ user, now: NOW, acceptLanguages: [] })))).toEqual([
      'Good afternoon, Ada',
    ]);
  });

  it('draws the shell around it: the logo, the menu button and the bottom bar when the user keeps it', () => {
    const user = makeUser({ timezone: 'America/Los_Angeles' });
    const withBar = picture(renderFirstScreen({ user, now: NOW, acceptLanguages: [] }));
    expect(withBar.querySelector('header a[href="/"]')?.textContent).toBe('Track. Grow.');
    expect(withBar.querySelector('button[aria-label="Open menu"]')).not.toBeNull();
    expect(withBar.querySelector('nav a[href="/"]')?.getAttribute('aria-current')).toBe('page');
    expect(headings(withBar)).toEqual(['Good morning, Ada']);
    const withoutBar = picture(
      renderFirstScreen({ user: { ...user, showBottomNav: false }, now: NOW, acceptLanguages: [] }),
    );
    expect(withoutBar.querySelector('nav')).toBeNull();
  });

  it("draws the user's theme; a system theme in both, for the browser's colour scheme to pick", () => {
    const themed = (overrides: Parameters<typeof makeUser>[0]) =>
      [
        ...picture(renderFirstScreen({ user: makeUser(overrides), now: NOW, acceptLanguages: [] })).body
          .children,
      ].map((element) => element.className.split(' ').filter((name) => /dark|first-screen/.test(name)));
    expect(themed({ theme: 'light' })).toEqual([[]]);
    expect(themed({ theme: 'dark' })).toEqual([['dark']]);
    expect(themed({ theme: 'system' })).toEqual([['first-screen-light'], ['dark', 'first-screen-dark']]);
    // SPEC.md 4: light until onboarding is complete.
    expect(themed({ theme: 'dark', hasCompletedOnboarding: false })).toEqual([[]]);
  });
});

describe('renderFirstScreenPage', () => {
  const request = { user: makeUser({ firstName: 'Grace' }), now: NOW, acceptLanguages: [] };

  it("puts the picture in index.html's loader, inert and hidden from assistive technology", () => {
    const document = picture(renderFirstScreenPage(indexHtml, request));
    const loader = document.getElementById('initial-loader');
    expect(loader?.hasAttribute('data-first-screen')).toBe(true);
    expect(loader?.hasAttribute('inert')).toBe(true);
    expect(loader?.getAttribute('aria-hidden')).toBe('true');
    expect(loader?.getAttribute('lang')).toBe('en');
    expect(loader?.querySelector('h1')?.textContent).toBe('Good afternoon, Grace');
    expect(loader?.querySelector('img')).toBeNull();
    // The rest of the page is untouched: the app still mounts in #root, with its scripts.
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
  });

  it('returns a page without the loader as it is', () => {
    const page = '<!doctype html><div id="root"></div>';
    expect(renderFirstScreenPage(page, request)).toBe(page);
  });
});
