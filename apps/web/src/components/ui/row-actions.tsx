import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

interface RowActionsProps {
  /** "Edit Morning run": the row's name in each label, so screen readers tell the rows' buttons apart. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A list row's edit and delete icon buttons, as two flex items of the row. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="text-danger" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
