import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import { CheckSquare, NotebookPen, Smile, Wallet, type LucideIcon } from 'lucide-react';
import type { User } from '@track-grow/domain/auth';
import { parseQuickExpense } from '@track-grow/domain/money';
import { parseQuickAdd } from '@track-grow/domain/tasks';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useUserToday } from '../../../lib/user-today.ts';
import { cn } from '../../../lib/utils.ts';
import { captureTabs, readCaptureTab, writeCaptureTab, type CaptureTab } from '../capture-tab.ts';
import { useCapture, type Captured } from '../hooks/use-capture.ts';
import { CaptureConfirmation } from './capture-confirmation.tsx';
import { CaptureForm } from './capture-form.tsx';
import { ExpensePreview, TaskPreview } from './capture-preview.tsx';
import '../i18n.ts';

const tabIcon: Record<CaptureTab, LucideIcon> = {
  note: NotebookPen,
  task: CheckSquare,
  expense: Wallet,
  mood: Smile,
};

/** /quick-capture: one input with tabs Note, Task, Expense and Mood; Enter saves and the input stays ready. */
export default function QuickCapturePage() {
  const { t } = useTranslation('quickCapture');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {user ? <QuickCapture user={user} /> : null}
    </div>
  );
}

function QuickCapture({ user }: { user: User }) {
  const { t, i18n } = useTranslation('quickCapture');
  const { today, now, weekStart, dayFirst } = useUserToday();
  const [tab, setTab] = useState<CaptureTab>(() => readCaptureTab(user.id));
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [captured, setCaptured] = useState<Captured | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const locale = user.locale ?? (i18n.language.startsWith('it') ? 'it' : 'en');

  const task = useMemo(
    () =>
      tab === 'task' && text.trim()
        ? parseQuickAdd(text, { today, now, weekStart, dayFirst, locale: user.locale })
        : null,
    [tab, text, today, now, weekStart, dayFirst, user.locale],
  );
  const expense = useMemo(
    () => (tab === 'expense' && text.trim() ? parseQuickExpense(text, locale) : null),
    [tab, text, locale],
  );
  const { capture, pending } = useCapture({
    userId: user.id,
    today,
    locale,
    currency: user.currency,
    taskHasNoTitle: task !== null && task.title === '',
  });

  useEffect(() => inputRef.current?.focus(), []);

  const changeTab = (value: string) => {
    const next = captureTabs.find((item) => item === value);
    if (!next) return;
    setTab(next);
    setError(null);
    writeCaptureTab(user.id, next);
  };

  const submit = async () => {
    if (pending) return;
    const outcome = await capture(tab, text, rating);
    if (outcome.ok) {
      setText('');
      setRating(null);
      setError(null);
      setCaptured(outcome.captured);
    } else setError(outcome.error);
    inputRef.current?.focus();
  };

  const preview =
    task !== null ? (
      <TaskPreview parsed={task} today={today} />
    ) : expense?.ok ? (
      <ExpensePreview expense={expense} currency={user.currency} />
    ) : null;

  return (
    <>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <Tabs.Root value={tab} onValueChange={changeTab}>
            <Tabs.List
              aria-label={t('tabs.label')}
              className="grid grid-cols-4 gap-1 rounded-2xl bg-muted p-1"
            >
              {captureTabs.map((item) => {
                const Icon = tabIcon[item];
                return (
                  <Tabs.Trigger
                    key={item}
                    value={item}
                    // A tap (or Enter) on a tab leads straight to its input; arrow keys stay on the tabs.
                    onClick={() => requestAnimationFrame(() => inputRef.current?.focus())}
                    className={cn(
                      'flex min-h-11 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-xs font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-row sm:gap-2 sm:text-sm',
                      'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`tabs.${item}`)}
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            {captureTabs.map((item) => (
              <Tabs.Content
                key={item}
                value={item}
                className="mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
              >
                <CaptureForm
                  tab={item}
                  text={text}
                  onTextChange={(value) => {
                    setText(value);
                    setError(null);
                  }}
                  rating={rating}
                  onRatingChange={(value) => {
                    setRating(value);
                    setError(null);
                  }}
                  error={error}
                  pending={pending}
                  preview={preview}
                  inputRef={inputRef}
                  onSubmit={() => void submit()}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </CardContent>
      </Card>
      <CaptureConfirmation captured={captured} />
    </>
  );
}
