import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What a delete dialog says, already in the user's language. */
export interface DeleteDialogTexts {
  title: string;
  body: string;
  confirm: string;
  done: string;
  failed: string;
  /** The failure's description when the server gives no translated reason. */
  fallback: string;
}

interface DeleteDialogProps {
  /** The row's id, or null when the dialog is closed. */
  id: string | null;
  texts: DeleteDialogTexts;
  remove: {
    mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  onOpenChange: (open: boolean) => void;
}

/** "Delete …?" before a row goes: a toast says it went (and the dialog closes) or why it did not. */
export function DeleteDialog({ id, texts, remove, onOpenChange }: DeleteDialogProps) {
  const confirm = () => {
    if (id === null) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ variant: 'success', title: texts.done });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: texts.failed,
          description: errorMessage(error, texts.fallback),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={id !== null}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.body}
      confirmLabel={texts.confirm}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
