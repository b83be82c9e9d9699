import '../i18n.ts';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings2 } from 'lucide-react';
import type { User } from '@track-grow/domain/auth';
import { enabledWidgets, tileValue, type WidgetData } from '@track-grow/domain/dashboard';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useWidgetData } from '../api/get-widget-data.ts';
import { useWidgetConfig } from '../hooks/use-widget-config.ts';
import { CustomizeDashboardDialog } from './customize-dashboard-dialog.tsx';
import { WidgetTile } from './widget-tile.tsx';

const localeOf = (language: string) => (language.startsWith('it') ? 'it-IT' : 'en-US');

/** SPEC.md 2's widget strip for the signed-in user: Home renders it, and so may /dashboard. */
export function WidgetStrip() {
  const { user } = useCurrentUser();
  return user ? <WidgetStripOf user={user} /> : null;
}

/**
 * The "Dashboard" card: a Configure button and the enabled tiles, four to a row, in the user's order. No
 * error is ever shown (SPEC.md 8): while loading the tiles are placeholders, after a failure they show "-".
 */
function WidgetStripOf({ user }: { user: User }) {
  const query = useWidgetData();
  // The answer arrives as a synchronous render (a query store's update): the tiles take it in a deferred render,
  // which React can split, so this render is the only one that cannot be.
  const data = useDeferredValue(query.data);
  const isPending = useDeferredValue(query.isPending);
  return <WidgetStripCard user={user} data={data} isPending={isPending} />;
}

interface WidgetStripCardProps {
  user: User;
  data: WidgetData | undefined;
  isPending: boolean;
}

const WidgetStripCard = memo(function WidgetStripCard({ user, data, isPending }: WidgetStripCardProps) {
  const { t, i18n } = useTranslation('widgets');
  const { config, save } = useWidgetConfig(user);
  const [open, setOpen] = useState(false);
  const widgets = enabledWidgets(config);
  const locale = localeOf(i18n.language);
  const money = { currency: user.currency, locale };

  return (
    <Card aria-labelledby="widget-strip-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="widget-strip-title">{t('title')}</CardTitle>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          <Settings2 aria-hidden="true" />
          {t('configure')}
        </Button>
      </CardHeader>
      <CardContent>
        {widgets.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-4 text-center">
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
            <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
              {t('configureWidgets')}
            </Button>
          </div>
        ) : isPending ? (
          <div className="grid grid-cols-4 gap-2" role="status" aria-label={t('loading')}>
            {widgets.map((widget) => (
              <Skeleton key={widget.id} className="h-24" />
            ))}
          </div>
        ) : (
          <ul className="grid grid-cols-4 gap-2">
            {widgets.map((widget) => (
              <li key={widget.id} className="min-w-0">
                <WidgetTile
                  widget={widget}
                  value={data ? tileValue(widget.id, data, money) : null}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CustomizeDashboardDialog
        open={open}
        onOpenChange={setOpen}
        config={config}
        onSave={(widgets) => {
          save(widgets);
          setOpen(false);
        }}
      />
    </Card>
  );
});
