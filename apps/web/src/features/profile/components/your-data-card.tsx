import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EXPORT_PATH } from '../api/transfer.ts';
import { ImportPanel } from './import-panel.tsx';

/** Loop Habit Tracker's "Export as CSV" makes a zip; Daylio's export is one CSV. */
const OTHER_APPS = [
  { source: 'loop', accept: '.zip,application/zip' },
  { source: 'daylio', accept: '.csv,text/csv' },
] as const;

/** AREAS.md's portability: export everything as JSON, import it back, import from Loop and Daylio. */
export function YourDataCard() {
  const { t } = useTranslation('profileData');
  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border">
        <section
          aria-labelledby="export-title"
          className="grid gap-3 pb-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6"
        >
          <div className="grid gap-0.5">
            <h3 id="export-title" className="text-sm font-semibold">
              {t('export.title')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('export.hint')}</p>
          </div>
          {/* A same-origin link: the browser sends the session cookie and saves the server's attachment. */}
          <a
            href={EXPORT_PATH}
            download
            className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
          >
            <Download aria-hidden="true" />
            {t('export.action')}
          </a>
        </section>
        <ImportPanel
          source="trackGrow"
          title={t('trackGrow.title')}
          hint={t('trackGrow.hint')}
          accept=".json,application/json"
        />
        <div className="grid gap-0 py-4 last:pb-0">
          <h3 className="pb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('otherApps')}
          </h3>
          <div className="divide-y divide-border">
            {OTHER_APPS.map(({ source, accept }) => (
              <ImportPanel
                key={source}
                source={source}
                headingLevel={4}
                title={t(`${source}.title`)}
                hint={t(`${source}.hint`)}
                accept={accept}
              />
            ))}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
