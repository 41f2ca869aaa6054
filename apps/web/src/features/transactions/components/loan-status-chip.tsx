import { loanStep, LOAN_STATUS_NONE } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/columns/row-parts.tsx';

/** The lender's code of a prefixed status ('svfc' of 'svfc-rejected'), when the loan's is not at hand. */
const lenderOf = (status: string) => /^([a-z][a-z0-9]*)-(rejected|disbursed)$/.exec(status)?.[1] ?? '';

/** A loan's status in words: the lender's decision and payout name the lender ('SVFC rejected'). */
export function useLoanStatusLabel() {
  const { t } = useTranslation();
  return (status: string, productCode = lenderOf(status)) => {
    if (status === LOAN_STATUS_NONE) return t('transactions.loanStatus.non-existent');
    const step = loanStep(status, productCode);
    return step ? t(`transactions.loanStatus.${step}`, { lender: productCode.toUpperCase() }) : status;
  };
}

/** The chip of a loan's status; its colour follows the step (lender-disbursed as disbursed). */
export function LoanStatusChip({ status, productCode }: { status: string; productCode: string }) {
  const label = useLoanStatusLabel();
  const step = loanStep(status, productCode) ?? status;
  return <StatusChip status={step.replace('lender-', '')} label={label(status, productCode)} />;
}
