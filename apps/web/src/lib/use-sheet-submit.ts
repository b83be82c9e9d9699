import { useState } from 'react';
import { validate, type FieldErrors, type SafeParser } from './form.ts';
import { errorMessage, serverFieldError, translateError } from './server-errors.ts';
import { toast } from './toast.ts';

export interface SheetSubmitOptions<T> {
  /** The domain schema the form's values must pass (the one the server validates with). */
  schema: SafeParser<T>;
  /** Adjusts the schema's field errors before they show (e.g. an empty picker says what is missing). */
  explain?: (errors: FieldErrors) => FieldErrors;
  /** Checks after the schema (e.g. a day after today), as field errors, or null when the data is fine. */
  check?: (data: T) => FieldErrors | null;
  /** The write, with its success toast; throwing fails the submit. */
  write: (data: T) => Promise<unknown>;
  /** Fields a server error may be shown under; any other failure is a toast. */
  fields?: readonly string[];
  /** The failure toast: its title, and its text when the server names no known error. */
  failure: { title: string; fallback: string };
  /** After a successful write, e.g. closing the sheet. */
  onDone?: () => void;
  /** Whenever field errors show, from the form or the server (e.g. to bring the first into view). */
  onRefused?: (errors: FieldErrors) => void;
}

/**
 * The submit flow of a bottom-sheet form: validate → write → on failure show the server's field error under
 * its field or toast → on success `onDone`. On failure the sheet stays open with what the user typed.
 * Field errors hold codes (or messages); `message(field)` gives one in the user's language.
 */
export function useSheetSubmit<T>(options: SheetSubmitOptions<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const refuse = (next: FieldErrors) => {
    setErrors(next);
    options.onRefused?.(next);
  };

  /** Runs the flow with the form's current values; true when the write succeeded. */
  const submit = async (values: unknown): Promise<boolean> => {
    const result = validate(options.schema, values);
    if (result.errors) {
      refuse(options.explain ? options.explain(result.errors) : result.errors);
      return false;
    }
    const refused = options.check?.(result.data);
    if (refused) {
      refuse(refused);
      return false;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await options.write(result.data);
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError && options.fields?.includes(fieldError.field)) {
        refuse({ [fieldError.field]: fieldError.message });
      } else {
        toast({
          title: options.failure.title,
          description: errorMessage(error, options.failure.fallback),
          variant: 'destructive',
        });
      }
      return false;
    } finally {
      setSubmitting(false);
    }
    options.onDone?.();
    return true;
  };

  /** Clears the messages of fields the user changed. */
  const clear = (...fields: string[]) => {
    if (fields.some((field) => errors[field]))
      setErrors((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      });
  };

  const message = (field: string): string | undefined => {
    const error = errors[field];
    return error ? translateError(error) : undefined;
  };

  return { errors, setErrors, submit, submitting, clear, message };
}
