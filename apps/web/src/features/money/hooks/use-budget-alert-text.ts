import { useTranslation } from 'react-i18next';
import type { BudgetAlert } from '@track-grow/domain/money';
import '../i18n.ts';
import { useMoneyFormat } from './use-money-format.ts';

export interface BudgetAlertText {
  title: string;
  message: string;
}

/**
 * A budget alert in the user's words, said from its figures with amounts as every other amount reads (the
 * profile's currency, the interface language): the one wording of Money's budget card and Home's alert cards.
 */
export function useBudgetAlertText(): (alert: BudgetAlert) => BudgetAlertText {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  return (alert) => ({
    title: t(`alerts.title.${alert.id}`),
    message: t(`alerts.message.${alert.level}.${alert.period}`, {
      spent: format.money(alert.spent),
      limit: format.money(alert.limit),
      percent: alert.percent,
    }),
  });
}
