import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { User } from '@track-grow/domain/auth';
import { ShellFrame } from './shell/shell-frame.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { FIRST_SCREEN_ATTRIBUTE } from '../lib/first-screen.ts';
import { i18n, languageOf } from '../lib/i18n.ts';
import { resolveTheme, type AppliedTheme } from '../lib/theme.ts';
import { userZone } from '../lib/user-today.ts';
import { HomeGreeting } from '../pages/home/components/home-greeting.tsx';

/**
 * The server's first screen (`vite build --ssr`, loaded by the server's web plugin): a signed-in cold start at /
 * gets index.html with a picture of Home's shell and greeting in its loader, drawn by the app's own components.
 * The greeting, Home's largest text, then paints with the HTML instead of after the scripts, the user's answer
 * and the shell's chunks; the picture gives way once the real page is drawn (lib/first-screen.ts).
 */

export interface FirstScreenRequest {
  user: User;
  now: Date;
  /** The browser's languages, first first (Accept-Language), for a profile that has none. */
  acceptLanguages: readonly string[];
}

/** index.html's loader, the element the picture replaces. */
const LOADER = /<div id="initial-loader"[^>]*>[\s\S]*?<\/div>/;

function Picture({
  user,
  now,
  theme,
  scheme,
}: {
  user: User;
  now: Date;
  theme: AppliedTheme;
  scheme: boolean;
}) {
  // "system": both themes are drawn and the browser's colour scheme shows one (index.css).
  const classes = [
    'min-h-dvh bg-background text-foreground',
    theme === 'dark' ? 'dark' : '',
    scheme ? `first-screen-${theme}` : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <ShellFrame user={user}>
        <HomeGreeting now={now} name={user.firstName.trim()} timeZone={userZone(user)} />
      </ShellFrame>
    </div>
  );
}

/** The profile's language, else the browser's (as the app resolves it). */
const languageFor = ({ user, acceptLanguages }: FirstScreenRequest) =>
  user.locale ?? languageOf(acceptLanguages);

/** The picture's markup: the shell at / with Home's greeting, in the user's language and theme. */
export function renderFirstScreen(request: FirstScreenRequest): string {
  const { user, now } = request;
  const translation = i18n.cloneInstance({ lng: languageFor(request) });
  const light = resolveTheme(user, false);
  const dark = resolveTheme(user, true);
  const themes = light === dark ? [light] : [light, dark];
  return renderToString(
    <I18nextProvider i18n={translation}>
      <Router ssrPath="/">
        <TooltipProvider>
          {themes.map((theme) => (
            <Picture key={theme} user={user} now={now} theme={theme} scheme={themes.length > 1} />
          ))}
        </TooltipProvider>
      </Router>
    </I18nextProvider>,
  );
}

/**
 * index.html with the picture in place of the logo loader. Hidden from assistive technology and inert: its links
 * and buttons are pictures too. Without the loader (an older build) the page is returned as it is.
 */
export function renderFirstScreenPage(indexHtml: string, request: FirstScreenRequest): string {
  if (!LOADER.test(indexHtml)) return indexHtml;
  const loader = `<div id="initial-loader" class="initial-loader initial-loader-screen" ${FIRST_SCREEN_ATTRIBUTE} lang="${languageFor(request)}" aria-hidden="true" inert>${renderFirstScreen(request)}</div>`;
  return indexHtml.replace(LOADER, () => loader);
}
