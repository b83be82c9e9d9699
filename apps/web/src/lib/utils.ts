import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Has tailwind-merge build its class tables (at its first call) now rather than inside the first render. */
export function warmClassNames(): void {
  twMerge('p-0');
}
