import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, dismissToast, useToasts, type ToastVariant } from '../../lib/toast.ts';
import { cn } from '../../lib/utils.ts';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  success: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-destructive/30 bg-popover text-popover-foreground',
};

/** Radix toasts fed by lib/toast: one at a time, 2000 ms each (SPEC.md 9). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="up" label={t('common.notification')}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
            variantClass[variant],
          )}
        >
          {variant === 'destructive' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          )}
          <div className="grid min-w-0 gap-0.5 wrap-anywhere">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('common.close')}</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 left-1/2 z-[60] flex w-full max-w-md -translate-x-1/2 flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none" />
    </ToastPrimitive.Provider>
  );
}
