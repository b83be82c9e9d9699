import { createElement } from 'react';
import { categoryIcon } from '../categories.ts';

/** The category's icon (a tag for the user's own categories); decorative. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  return createElement(categoryIcon(category), { 'aria-hidden': true, className });
}
