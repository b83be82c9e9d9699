import { DropdownMenu } from 'radix-ui';
import { EllipsisVertical, Pencil, SkipForward, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-accent';

/** A habit's quieter actions: skip today (or undo the skip) and edit. */
export function HabitRowMenu({
  name,
  canSkip,
  skipped,
  date,
  onSkip,
  onEdit,
}: {
  name: string;
  canSkip: boolean;
  skipped: boolean;
  date: string;
  onSkip: (skip: boolean) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('habits');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('row.more', { name })}
        className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[state=open]:bg-accent"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {canSkip ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => onSkip(true)}>
              <SkipForward aria-hidden="true" className="size-4" />
              <span className="grid">
                {t('row.skipToday')}
                <span className="text-xs font-normal text-muted-foreground">
                  {t('row.skipHint', { date })}
                </span>
              </span>
            </DropdownMenu.Item>
          ) : null}
          {skipped ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => onSkip(false)}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('row.undoSkip')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('row.edit')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
