import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Bot, History, House, Plus, UserRound, type LucideIcon } from 'lucide-react';
import { useSheetOpen } from '../../lib/overlay-store.ts';
import { useRemindersPending } from '../../lib/reminders-store.ts';
import { cn } from '../../lib/utils.ts';

interface NavItem {
  href: string;
  labelKey: string;
  icon: LucideIcon;
  /** Paths that highlight this slot. */
  matches: readonly string[];
}

const items: readonly NavItem[] = [
  { href: '/', labelKey: 'nav.home', icon: House, matches: ['/', '/home'] },
  { href: '/ai-assistant', labelKey: 'nav.ai', icon: Bot, matches: ['/ai-assistant'] },
  { href: '/hub', labelKey: 'nav.add', icon: Plus, matches: ['/hub'] },
  { href: '/timeline', labelKey: 'nav.timeline', icon: History, matches: ['/timeline'] },
  { href: '/profile', labelKey: 'nav.profile', icon: UserRound, matches: ['/profile', '/image-selector'] },
];

/** SPEC.md 2: five slots (Home, AI, the central Add to /hub, Timeline, Profile); the active route is highlighted. */
export function BottomNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const sheetOpen = useSheetOpen(); // SPEC.md 2: a bottom sheet hides the bottom navigation while open
  const remindersPending = useRemindersPending(); // SPEC.md 4: a dot on Home while a daily reminder is pending

  return (
    <nav
      hidden={sheetOpen}
      aria-label={t('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 items-center px-2">
        {items.map(({ href, labelKey, icon: Icon, matches }) => {
          const active = matches.includes(location);
          const label = t(labelKey);
          if (href === '/hub') {
            return (
              <li key={href} className="flex justify-center">
                <Link
                  href={href}
                  aria-label={label}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mt-7 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background transition-transform hover:scale-105',
                    active && 'ring-primary/25',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6" strokeWidth={2.5} />
                </Link>
              </li>
            );
          }
          return (
            <li key={href} className="flex justify-center">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-w-14 flex-col items-center gap-1 rounded-xl px-2 py-1.5 text-[0.7rem] font-medium transition-colors',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-secondary',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.4 : 2} />
                  {href === '/' && remindersPending ? (
                    <span
                      aria-hidden="true"
                      data-testid="reminders-dot"
                      className="absolute top-0 right-2.5 size-2 rounded-full bg-rose-500 ring-2 ring-background"
                    />
                  ) : null}
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
