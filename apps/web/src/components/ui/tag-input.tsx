import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { FieldMessage } from './field-message.tsx';
import { Label } from './label.tsx';

interface TagInputProps {
  label: ReactNode;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The accessible name of each chip's remove button, given the tag. */
  removeLabel: (tag: string) => string;
  placeholder?: string | undefined;
  /** Tags offered as the user types (those already chosen are left out). */
  suggestions?: readonly string[] | undefined;
  error?: string | undefined;
  hint?: string | undefined;
}

const clean = (text: string) => text.trim().replace(/^#+/, '').trim().toLowerCase();

/**
 * Tags as removable chips: Enter, comma or leaving the field adds what was typed; Backspace in an empty
 * field removes the last chip. Enter never submits the surrounding form while text is being added.
 */
export function TagInput({
  label,
  value,
  onChange,
  removeLabel,
  placeholder,
  suggestions = [],
  error,
  hint,
}: TagInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const messageId = `${id}-message`;
  const [text, setText] = useState('');

  const add = (raw: string) => {
    const tags = raw.split(',').map(clean).filter(Boolean);
    const next = [...value];
    for (const tag of tags) if (!next.includes(tag)) next.push(tag);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && text.trim()) {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const offered = suggestions.filter((tag) => !value.includes(tag));
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div
        className={cn(
          'flex min-h-11 min-w-0 flex-wrap items-center gap-1.5 rounded-xl border border-input bg-card px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40',
          error && 'border-destructive',
        )}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex h-8 max-w-full min-w-0 items-center gap-0.5 rounded-full bg-secondary pr-0.5 pl-3 text-sm font-medium text-secondary-foreground"
          >
            <span className="truncate">#{tag}</span>
            <button
              type="button"
              aria-label={removeLabel(tag)}
              onClick={() => onChange(value.filter((item) => item !== tag))}
              className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full hover:bg-background/60"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          list={offered.length > 0 ? listId : undefined}
          autoComplete="off"
          enterKeyHint="enter"
          placeholder={value.length === 0 ? placeholder : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          onChange={(event) => {
            if (event.target.value.endsWith(',')) add(event.target.value);
            else setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) add(text);
          }}
          className="h-8 min-w-24 flex-1 bg-transparent px-1.5 text-base text-foreground outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        {offered.length > 0 ? (
          <datalist id={listId}>
            {offered.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        ) : null}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
