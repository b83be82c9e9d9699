import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  moveWidget,
  setAllWidgetsEnabled,
  setWidgetEnabled,
  widgetDefinitions,
  widgetGroups,
  withEveryWidget,
  type WidgetConfig,
  type WidgetConfigItem,
} from '@track-grow/domain/dashboard';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { widgetColourClasses, widgetIconComponents } from './widget-look.ts';

interface CustomizeDashboardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: WidgetConfig;
  onSave: (config: WidgetConfigItem[]) => void;
}

/** SPEC.md 2's "Customize Dashboard": a draft of the config, kept only on Save; Cancel or closing discards it. */
export function CustomizeDashboardDialog({
  open,
  onOpenChange,
  config,
  onSave,
}: CustomizeDashboardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The content unmounts when closed, so each opening starts a fresh draft from the saved config. */}
      <DialogContent className="max-w-lg">
        <DraftEditor config={config} onSave={onSave} />
      </DialogContent>
    </Dialog>
  );
}

function DraftEditor({ config, onSave }: Pick<CustomizeDashboardDialogProps, 'config' | 'onSave'>) {
  const { t } = useTranslation('widgets');
  const [draft, setDraft] = useState(() => withEveryWidget(config));
  const enabled = draft.filter((entry) => entry.enabled);
  const allOn = enabled.length === draft.length;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>{t('dialog.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/50 px-3 py-2">
        <Label htmlFor="widgets-select-all">{t('dialog.selectAll')}</Label>
        <Switch
          id="widgets-select-all"
          checked={allOn}
          onCheckedChange={(on) => setDraft(setAllWidgetsEnabled(draft, on))}
        />
      </div>
      {widgetGroups.map((group) => (
        <section key={group} aria-labelledby={`widgets-group-${group}`} className="grid gap-2">
          <h3
            id={`widgets-group-${group}`}
            className="text-xs font-semibold tracking-wider text-muted-foreground"
          >
            {t(`groups.${group}`)}
          </h3>
          {widgetDefinitions
            .filter((d) => d.group === group)
            .map((d) => {
              const Icon = widgetIconComponents[d.icon];
              const id = `widget-switch-${d.id}`;
              return (
                <div key={d.id} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`flex size-7 shrink-0 items-center justify-center rounded-full ${widgetColourClasses[d.colour]}`}
                  >
                    <Icon className="size-4" />
                  </span>
                  <Label htmlFor={id} className="flex-1">
                    {t(`titles.${d.id}`)}
                  </Label>
                  <Switch
                    id={id}
                    checked={draft.some((entry) => entry.id === d.id && entry.enabled)}
                    onCheckedChange={(on) => setDraft(setWidgetEnabled(draft, d.id, on))}
                  />
                </div>
              );
            })}
        </section>
      ))}
      <section aria-labelledby="widgets-order" className="grid gap-2">
        <div>
          <h3
            id="widgets-order"
            className="text-xs font-semibold tracking-wider text-muted-foreground uppercase"
          >
            {t('dialog.order')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('dialog.orderHint')}</p>
        </div>
        {enabled.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dialog.orderEmpty')}</p>
        ) : (
          <ol className="grid gap-1">
            {enabled.map((entry, index) => {
              const title = t(`titles.${entry.id}`);
              return (
                <li
                  key={entry.id}
                  className="flex items-center gap-2 rounded-lg border border-border px-3 py-1"
                  data-widget={entry.id}
                >
                  <span className="flex-1 text-sm">{title}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('dialog.moveUp', { title })}
                    disabled={index === 0}
                    onClick={() => setDraft(moveWidget(draft, entry.id, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('dialog.moveDown', { title })}
                    disabled={index === enabled.length - 1}
                    onClick={() => setDraft(moveWidget(draft, entry.id, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => onSave(draft)}>{t('dialog.save')}</Button>
      </DialogFooter>
    </>
  );
}
