import { useEffect, useRef, useState, type FormEvent, type PointerEvent, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { registerOpenSheet } from '../../lib/overlay-store.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from './button.tsx';
import './bottom-sheet.css';

/** SPEC.md 9: dragging the sheet down by more than this many pixels closes it. */
export const BOTTOM_SHEET_CLOSE_DRAG = 100;

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /**
   * Shows a Save button. The body then is a form: Save, or Enter in a field, calls onSave (which closes the
   * sheet itself when it is done).
   */
  onSave?: () => void;
  /** Shows a Cancel button; it calls onCancel, then closes the sheet. */
  onCancel?: () => void;
  saveLabel?: ReactNode;
  saveDisabled?: boolean;
}

/**
 * SPEC.md 2's bottom sheet: overlay, title, close button, drag handle, optional Cancel and Save. Dragging the
 * handle (or the title bar) down more than 100 px closes it; Escape and the overlay close it too. At most 75%
 * of the viewport high, the body scrolls. While it is open the bottom navigation hides.
 */
export function BottomSheet({ open, onOpenChange, ...content }: BottomSheetProps) {
  useEffect(() => (open ? registerOpenSheet() : undefined), [open]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <SheetContent {...content} onClose={() => onOpenChange(false)} />
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Pointer drag on the title bar: follows the finger downwards; past the threshold, letting go closes. */
function useDragToClose(onClose: () => void) {
  const startY = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (startY.current === null) return;
    const distance = event.clientY - startY.current;
    startY.current = null;
    if (distance > BOTTOM_SHEET_CLOSE_DRAG) onClose();
    else setOffset(0);
  };

  return {
    offset,
    dragging: offset > 0,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        // The close button and other controls in the bar keep their own clicks.
        if (event.target instanceof Element && event.target.closest('button, a, input, select, textarea'))
          return;
        startY.current = event.clientY;
        if (typeof event.currentTarget.setPointerCapture === 'function') {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startY.current === null) return;
        setOffset(Math.max(0, event.clientY - startY.current));
      },
      onPointerUp: end,
      onPointerCancel() {
        startY.current = null;
        setOffset(0);
      },
    },
  };
}

type SheetContentProps = Omit<BottomSheetProps, 'open' | 'onOpenChange'> & { onClose: () => void };

function SheetContent({
  title,
  description,
  children,
  onSave,
  onCancel,
  saveLabel,
  saveDisabled,
  onClose,
}: SheetContentProps) {
  const { t } = useTranslation();
  const drag = useDragToClose(onClose);
  const hasFooter = Boolean(onSave ?? onCancel);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saveDisabled) onSave?.();
  };

  const body = (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-1 pb-5">{children}</div>
      {hasFooter ? (
        <div className="grid auto-cols-fr grid-flow-col gap-3 border-t border-border px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {onCancel ? (
            <Button
              variant="outline"
              onClick={() => {
                onCancel();
                onClose();
              }}
            >
              {t('common.cancel')}
            </Button>
          ) : null}
          {onSave ? (
            <Button type="submit" disabled={saveDisabled}>
              {saveLabel ?? t('common.save')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return (
    <DialogPrimitive.Content
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={cn(
        'bottom-sheet fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[75dvh] w-full max-w-lg flex-col rounded-t-3xl border border-b-0 border-border bg-popover text-popover-foreground shadow-2xl focus:outline-none',
        !drag.dragging && 'transition-transform duration-200 ease-out',
        !hasFooter && 'pb-[env(safe-area-inset-bottom)]',
      )}
      style={drag.offset > 0 ? { transform: `translateY(${drag.offset}px)` } : undefined}
    >
      <div
        data-testid="bottom-sheet-drag-area"
        className="shrink-0 cursor-grab touch-none select-none px-5 pt-2.5 pb-3 active:cursor-grabbing"
        {...drag.handlers}
      >
        <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-input" />
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1 wrap-anywhere">
            <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close className="-mt-1 -mr-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('common.close')}</span>
          </DialogPrimitive.Close>
        </div>
      </div>
      {onSave ? (
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          {body}
        </form>
      ) : (
        body
      )}
    </DialogPrimitive.Content>
  );
}
