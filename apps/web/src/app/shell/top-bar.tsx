import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { User } from '@track-grow/domain/auth';
import { Logo } from '../../components/brand/logo.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { cn } from '../../lib/utils.ts';
import { MenuSheet } from './menu-sheet.tsx';

function ProfileLink({ user, className }: { user: User; className?: string | undefined }) {
  const { t } = useTranslation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Tooltip content={t('nav.profile')}>
      <Link
        href="/profile"
        aria-label={t('nav.profile')}
        className={cn('inline-flex size-11 items-center justify-center rounded-full', className)}
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-8 rounded-full bg-muted" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
          >
            {initials || '?'}
          </span>
        )}
      </Link>
    </Tooltip>
  );
}

/** Logo (to /), the profile on wide screens or when the bottom bar is off, and the menu. */
export function TopBar({ user, showBottomNav }: { user: User; showBottomNav: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between px-4 sm:px-6">
        <Link href="/" className="rounded-xl">
          <Logo markClassName="size-8" />
        </Link>
        <div className="flex items-center gap-1">
          <ProfileLink user={user} className={showBottomNav ? 'hidden sm:inline-flex' : undefined} />
          <MenuSheet />
        </div>
      </div>
    </header>
  );
}
