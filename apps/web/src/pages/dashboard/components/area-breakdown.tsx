import { useTranslation } from 'react-i18next';
import type { AreaScore } from '@track-grow/domain/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Each area's part of the life score: its mean over the last 7 days and on how many of them it had data. */
export function AreaBreakdown({ areas }: { areas: readonly AreaScore[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card aria-labelledby="area-breakdown-title">
      <CardHeader>
        <CardTitle id="area-breakdown-title">{t('areas.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {areas.map(({ area, score, days }) => (
            <li key={area} aria-label={t(`areas.${area}`)} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{t(`areas.${area}`)}</span>
                <span className="text-muted-foreground">
                  <span className="font-semibold text-foreground tabular-nums">
                    {score === null ? t('areas.noData') : `${score}%`}
                  </span>
                  {' · '}
                  {t('areas.days', { count: days })}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${score ?? 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
