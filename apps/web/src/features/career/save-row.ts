import { toast } from '../../lib/toast.ts';

interface RowMutations<Create, Update> {
  create: { mutateAsync: (input: Create) => Promise<unknown> };
  update: { mutateAsync: (vars: { id: string; input: Update }) => Promise<unknown> };
}

/**
 * A career sheet's write: the row is updated when it has an id, else created, and a toast says which. The data
 * has passed the sheet's schema (create or update, chosen by the same id), so it is that mutation's input.
 */
export async function saveRow<Create, Update>(
  id: string | undefined,
  data: unknown,
  { create, update }: RowMutations<Create, Update>,
  toasts: { created: string; updated: string },
): Promise<void> {
  if (id) {
    await update.mutateAsync({ id, input: data as Update });
    toast({ title: toasts.updated, variant: 'success' });
  } else {
    await create.mutateAsync(data as Create);
    toast({ title: toasts.created, variant: 'success' });
  }
}
