import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { LogOut, Menu } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet.tsx';
import { logout } from '../../lib/logout.ts';
import { cn } from '../../lib/utils.ts';
import { menuAreas } from '../routes/areas.ts';

/** SPEC.md 2: the hamburger opens a right-side "Menu"; choosing an item closes it and navigates. */
export function MenuSheet() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" className="size-5!" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <div className="grid gap-1 pr-10">
          <SheetTitle>{t('nav.menu')}</SheetTitle>
          <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        </div>
        <nav aria-label={t('nav.menu')} className="-mx-2 flex-1 overflow-y-auto">
          <ul className="grid gap-0.5">
            {menuAreas.map(({ key, href, icon: Icon, tone }) => {
              const active = location === href;
              return (
                <li key={key}>
                  <Link
                    href={href}
                    onClick={() => setOpen(false)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-xl px-2 py-2 text-[0.95rem] font-medium transition-colors hover:bg-accent',
                      active && 'bg-accent',
                    )}
                  >
                    <span className={cn('flex size-9 items-center justify-center rounded-lg', tone)}>
                      <Icon aria-hidden="true" className="size-[1.125rem]" />
                    </span>
                    <span className="flex-1">{t(`areas.${key}.title`)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="-mx-2 border-t border-border pt-3 pb-[env(safe-area-inset-bottom)]">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
            className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-[0.95rem] font-medium text-danger transition-colors hover:bg-accent"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-muted">
              <LogOut aria-hidden="true" className="size-[1.125rem]" />
            </span>
            {t('nav.logout')}
          </button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
