import type { ReactNode } from 'react';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** One setting: its label and a line of help on the left, the control on the right (stacked on phones). */
export function SettingRow({
  id,
  label,
  description,
  children,
}: {
  id: string;
  label: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_minmax(0,18rem)] sm:items-center sm:gap-6">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <FieldMessage id={`${id}-description`} hint={description} />
      </div>
      <div className="sm:justify-self-end sm:w-full">{children}</div>
    </div>
  );
}
