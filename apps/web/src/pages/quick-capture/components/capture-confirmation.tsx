import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { CaptureTab } from '../capture-tab.ts';
import type { Captured } from '../hooks/use-capture.ts';

/** Where each kind of capture can be found. */
const destination: Record<CaptureTab, string> = {
  note: '/notes',
  task: '/tasks',
  expense: '/money',
  mood: '/mood',
};

/** The last capture, announced politely, with a link to the screen it went to. */
export function CaptureConfirmation({ captured }: { captured: Captured | null }) {
  const { t } = useTranslation('quickCapture');
  return (
    <div role="status" aria-live="polite" aria-label={t('confirmation')} className="min-h-14">
      {captured ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">{t(captured.title)}</span>
            <span className="wrap-anywhere"> — {captured.summary}</span>
          </p>
          <Link
            href={destination[captured.tab]}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-4 hover:no-underline"
          >
            {t(`links.${captured.tab}`)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
