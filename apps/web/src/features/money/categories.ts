import type { TFunction } from 'i18next';
import {
  BookOpen,
  Briefcase,
  Bus,
  Gift,
  HeartPulse,
  House,
  Laptop,
  Plane,
  Popcorn,
  Receipt,
  ShoppingBag,
  Tag,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { defaultCategories } from '@track-grow/domain/money';

type DefaultCategory = (typeof defaultCategories)[number];

const icons: Record<DefaultCategory, LucideIcon> = {
  Food: UtensilsCrossed,
  Transport: Bus,
  Housing: House,
  Bills: Receipt,
  Health: HeartPulse,
  Shopping: ShoppingBag,
  Entertainment: Popcorn,
  Education: BookOpen,
  Travel: Plane,
  Salary: Briefcase,
  Freelance: Laptop,
  Gifts: Gift,
  Other: Tag,
};

const isDefault = (category: string): category is DefaultCategory =>
  (defaultCategories as readonly string[]).includes(category);

export const categoryIcon = (category: string): LucideIcon => (isDefault(category) ? icons[category] : Tag);

/** A default category in the user's language; the user's own categories as they typed them. */
export const categoryLabel = (t: TFunction<'money'>, category: string): string =>
  isDefault(category) ? t(`categories.${category}`) : category;

/** The categories income usually has, offered first when adding income. */
export const incomeCategories: readonly string[] = ['Salary', 'Freelance', 'Gifts', 'Other'];

/** Defaults first, then the user's own (from their transactions), without repeats, ignoring case. */
export function categoryChoices(own: Iterable<string>): string[] {
  const seen = new Set<string>(defaultCategories.map((c) => c.toLowerCase()));
  const extra: string[] = [];
  for (const category of own) {
    const name = category.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      extra.push(name);
    }
  }
  return [...defaultCategories, ...extra.sort((a, b) => a.localeCompare(b))];
}

/**
 * Chart colours, readable on light and dark cards; a category keeps its colour from month to month
 * (defaults by position, the user's own by a hash of the name).
 */
const palette = [
  '#e07a5f',
  '#3d8bd4',
  '#8e6cc9',
  '#e0a526',
  '#d4577f',
  '#2fa57d',
  '#f08c3a',
  '#5f7de0',
  '#17a2b8',
  '#4caf50',
  '#b0803c',
  '#c05fc0',
  '#8a94a3',
];

export function categoryColor(category: string): string {
  const index = (defaultCategories as readonly string[]).indexOf(category);
  if (index >= 0) return palette[index % palette.length]!;
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return palette[Math.abs(hash) % palette.length]!;
}
