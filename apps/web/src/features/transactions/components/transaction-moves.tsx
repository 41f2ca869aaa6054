import type { TransactionAction, TransactionDetail, TransactionStatus } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useLoanStatusLabel } from './loan-status-chip.tsx';

/** An amount received, nothing included ('0đ', where a list would show '_'). */
const received = (amount: number) => (amount === 0 ? '0đ' : formatMoney(amount));

/** A reason the server gives for a move it would refuse now, in words. */
function useReasonText() {
  const { t } = useTranslation();
  const loanStatus = useLoanStatusLabel();
  return (reason: TransactionAction['reasons'][number]) => {
    const { paid, price, party, status } = reason.params;
    return t(`transactions.blocks.${reason.code}`, {
      ...reason.params,
      ...(paid !== undefined && { paid: received(Number(paid)) }),
      ...(price !== undefined && { price: formatMoney(Number(price)) }),
      ...(party !== undefined && { party: t(`transactions.blocks.party.${party}`) }),
      ...(status !== undefined && reason.code !== 'product_not_on_sale' && { status: loanStatus(String(status)) }),
    });
  };
}

/**
 * The moves the detail's `actions` offer: each one the server takes now is a button; one it would
 * refuse is shown disabled, with its reasons written beside it (and named as its description).
 */
export function TransactionMoves({
  item,
  onMove,
}: {
  item: TransactionDetail;
  onMove: (status: TransactionStatus) => void;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const blocked = item.actions.filter((a) => !a.allowed);
  const reasonsId = (status: string) => `move-reasons-${item.id}-${status}`;
  return (
    <>
      {item.actions.map(({ status, allowed }) => (
        <Button
          key={status}
          size="small"
          variant={status === 'cancelled' ? 'outlined' : 'contained'}
          color={status === 'cancelled' ? 'error' : 'primary'}
          disabled={!allowed}
          aria-describedby={allowed ? undefined : reasonsId(status)}
          onClick={() => onMove(status)}
          data-testid={`move-${status}`}
        >
          {t(`transactions.moves.${status}`)}
        </Button>
      ))}
      {blocked.length > 0 && (
        <Box sx={{ flexBasis: '100%', display: 'grid', gap: 0.25 }} data-testid="move-reasons">
          {blocked.map(({ status, reasons }) => (
            <Typography key={status} variant="body2" color="text.secondary" id={reasonsId(status)}>
              {t('transactions.detail.blocked', {
                action: t(`transactions.moves.${status}`),
                reasons: reasons.map(reasonText).join('; '),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}
