const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const dayLabel = (date: string) => `${Number(date.slice(8, 10))} ${monthLabel(date)}`;

/**
 * Gives rows that share a title distinct ones, as a person would name a repeated errand or note: the newest
 * keeps the plain title, older ones carry their month ("Trip to Lisbon (Mar 2026)"), or their day when the
 * month is taken too. Newest first, so a longer history only renames its older rows. `date` must differ
 * between rows of one title and day (the generator makes at most one row of a kind per day).
 */
export function makeTitlesUnique<T extends { title: string }>(rows: T[], dateOf: (row: T) => string): void {
  const used = new Set<string>();
  const newestFirst = rows
    .map((row, index) => ({ row, index, date: dateOf(row) }))
    .sort((a, b) => (a.date === b.date ? b.index - a.index : a.date < b.date ? 1 : -1));
  for (const { row, date } of newestFirst) {
    const base = row.title;
    const title = [base, `${base} (${monthLabel(date)})`, `${base} (${dayLabel(date)})`].find(
      (candidate) => !used.has(candidate),
    );
    row.title = title ?? `${base} (${dayLabel(date)}, ${used.size})`;
    used.add(row.title);
  }
}
