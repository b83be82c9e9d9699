import { counted, money, periodText, plain, safeAmount } from './answer-format';
import { categoryLabel } from './categories';
import type { AnswerContext, AssistantResult } from './intent.types';

type Result<K extends 'spending' | 'income' | 'budget'> = Extract<AssistantResult, { kind: K }>;

/** Spending of a period: the total, how many expenses, and the top categories when none was asked for. */
export function spending(result: Result<'spending'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const period = periodText(result.period, context.language);
  const category = result.category === null ? null : plain(categoryLabel(result.category, context.language));
  if (result.count === 0) {
    if (category !== null) {
      return en
        ? `You haven't spent anything on ${category} ${period}.`
        : `Non hai speso nulla in ${category} ${period}.`;
    }
    return en ? `You haven't spent anything ${period}.` : `Non hai speso nulla ${period}.`;
  }
  const total = `**${money(safeAmount(result.total), context)}**`;
  const count = en
    ? counted(result.count, 'expense', 'expenses', 'en')
    : counted(result.count, 'spesa', 'spese', 'it');
  const on = category === null ? '' : en ? ` on ${category}` : ` in ${category}`;
  const head = en
    ? `You spent ${total}${on} ${period} (${count}).`
    : `Hai speso ${total}${on} ${period} (${count}).`;
  if (result.topCategories.length === 0) return head;
  const top = result.topCategories
    .slice(0, 3)
    .map(
      (c) =>
        `- ${plain(categoryLabel(c.category, context.language))}: ${money(safeAmount(c.total), context)}`,
    );
  return [head, '', en ? 'Top categories:' : 'Categorie principali:', ...top].join('\n');
}

/** Income of a period: the total and how many payments. */
export function income(result: Result<'income'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const period = periodText(result.period, context.language);
  if (result.count === 0)
    return en ? `No income recorded ${period}.` : `Nessuna entrata registrata ${period}.`;
  const total = `**${money(safeAmount(result.total), context)}**`;
  const count = en
    ? counted(result.count, 'payment', 'payments', 'en')
    : counted(result.count, 'entrata', 'entrate', 'it');
  return en ? `You earned ${total} ${period} (${count}).` : `Hai guadagnato ${total} ${period} (${count}).`;
}

/** One budget line: left or over, with what was spent of the limit. */
function budgetLine(
  span: 'week' | 'month',
  { spent, limit }: { spent: string; limit: string | null },
  context: AnswerContext,
): string {
  const en = context.language === 'en';
  const name = en
    ? span === 'week'
      ? 'This week'
      : 'This month'
    : span === 'week'
      ? 'Questa settimana'
      : 'Questo mese';
  const spentCents = safeAmount(spent);
  if (limit === null) {
    return en
      ? `- ${name}: no budget set (${money(spentCents, context)} spent)`
      : `- ${name}: nessun budget impostato (${money(spentCents, context)} spesi)`;
  }
  const limitCents = safeAmount(limit);
  const left = limitCents - spentCents;
  const of = en
    ? `${money(spentCents, context)} spent of ${money(limitCents, context)}`
    : `${money(spentCents, context)} spesi su ${money(limitCents, context)}`;
  if (left < 0n) return `- ${name}: **${money(-left, context)} ${en ? 'over' : 'oltre il budget'}** (${of})`;
  return `- ${name}: **${money(left, context)} ${en ? 'left' : 'rimasti'}** (${of})`;
}

/** Both budgets: left or over for each one set, or what was spent when none is. */
export function budget(result: Result<'budget'>, context: AnswerContext): string {
  const en = context.language === 'en';
  if (result.week.limit === null && result.month.limit === null) {
    const week = money(safeAmount(result.week.spent), context);
    const month = money(safeAmount(result.month.spent), context);
    return en
      ? `You haven't set a budget yet. So far you've spent **${week}** this week and **${month}** this month.`
      : `Non hai ancora impostato un budget. Finora hai speso **${week}** questa settimana e **${month}** questo mese.`;
  }
  const over = [result.week, result.month].some(
    (b) => b.limit !== null && safeAmount(b.spent) > safeAmount(b.limit),
  );
  const head = over
    ? en
      ? "You're over budget:"
      : 'Hai superato il budget:'
    : en
      ? "You're within budget:"
      : 'Sei nel budget:';
  return [head, budgetLine('week', result.week, context), budgetLine('month', result.month, context)].join(
    '\n',
  );
}
