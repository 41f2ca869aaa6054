import Button from '@mui/material/Button';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../i18n/setup.ts';

/** The statuses a record may move to, as buttons: refusals (reject, abort, cancel) outlined in red. */
export function MoveButtons<S extends string>({
  targets,
  negative,
  label,
  onMove,
  testId,
}: {
  targets: readonly S[];
  negative: (target: S) => boolean;
  label: (target: S) => string;
  onMove: (target: S) => void;
  testId: (target: S) => string;
}) {
  return targets.map((s) => (
    <Button
      key={s}
      size="small"
      variant={negative(s) ? 'outlined' : 'contained'}
      color={negative(s) ? 'error' : 'primary'}
      onClick={() => onMove(s)}
      data-testid={testId(s)}
    >
      {label(s)}
    </Button>
  ));
}

/** Shows how a loan change ended: success, or (result_code 2) the warning the operator must read. */
export function announce(answer: { result_code: number; result: string }, success: string) {
  showQuickMessage(
    answer.result_code === 1
      ? { type: 'success', body: success }
      : { type: 'warn', body: translateMessage(answer.result), timeout: 6000, closeButton: true },
  );
}
