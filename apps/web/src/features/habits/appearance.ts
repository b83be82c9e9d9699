/** The icons of the picker: everyday habits, one tap each (no emoji library needed). */
export const HABIT_ICONS = [
  '✅',
  '📚',
  '🏃',
  '🧘',
  '💧',
  '🥗',
  '😴',
  '🏋️',
  '🚶',
  '🚴',
  '🏊',
  '🧠',
  '✍️',
  '📝',
  '🎸',
  '🎨',
  '🌱',
  '🍎',
  '💊',
  '🦷',
  '🛏️',
  '🧹',
  '💰',
  '📵',
  '☀️',
  '🌙',
  '🙏',
  '❤️',
  '🗣️',
  '💻',
  '🎯',
  '⏰',
  '🚭',
  '🍵',
  '🥦',
  '🐶',
  '🌳',
  '📞',
  '🧴',
  '🎹',
] as const;

/** Swatches (the domain's default first); each keeps a name for screen readers. */
export const HABIT_COLORS = [
  { value: '#22c55e', name: 'green' },
  { value: '#14b8a6', name: 'teal' },
  { value: '#0ea5e9', name: 'sky' },
  { value: '#3b82f6', name: 'blue' },
  { value: '#6366f1', name: 'indigo' },
  { value: '#8b5cf6', name: 'violet' },
  { value: '#ec4899', name: 'pink' },
  { value: '#ef4444', name: 'red' },
  { value: '#f97316', name: 'orange' },
  { value: '#f59e0b', name: 'amber' },
  { value: '#84cc16', name: 'lime' },
  { value: '#64748b', name: 'slate' },
] as const;

export const DEFAULT_ICON = HABIT_ICONS[0];
export const DEFAULT_COLOR = HABIT_COLORS[0].value;

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  const value = match?.[1] ? Number.parseInt(match[1], 16) : 0x22c55e;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour at an opacity, for soft backgrounds. */
export function tint(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Near-black or white, whichever reads better on the colour (WCAG contrast). */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#111827') + 0.05);
  return onDark >= onWhite ? '#111827' : '#ffffff';
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function mix(hex: string, toward: number, amount: number): string {
  const [r, g, b] = channels(hex).map((c) => Math.round(c + (toward - c) * amount));
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A fill for text on the habit's colour that keeps WCAG AA (4.5:1): the colour itself when white or near-black
 * text reads well on it, else the colour darkened until white text does.
 */
export function solidFill(hex: string): { background: string; text: string } {
  const text = readableOn(hex);
  if (contrast(luminance(hex), luminance(text)) >= 4.5) return { background: mix(hex, 0, 0), text };
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = mix(hex, 0, amount);
    if (contrast(luminance(darker), 1) >= 4.5) return { background: darker, text: '#ffffff' };
  }
  return { background: '#000000', text: '#ffffff' };
}
