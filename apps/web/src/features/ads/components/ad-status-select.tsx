import { CAMPAIGN_TRANSITIONS, hasPermission, type AdCampaign, type AdCampaignStatus } from '@admin/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { successText } from '../../../components/forms/success-text.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useCampaignStatus } from '../api.ts';

/**
 * A product ad's status as a select of the moves it may take (spec: the per-row status select):
 * running ⇄ paused at once with a short message that offers to undo it; ending asks for a reason first.
 */
export function AdStatusSelect({ ad, onEnd }: { ad: AdCampaign; onEnd: (ad: AdCampaign) => void }) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const change = useCampaignStatus();
  const current = ad.status as AdCampaignStatus;
  const targets = CAMPAIGN_TRANSITIONS[current] ?? [];
  const canChange = hasPermission(grants, 'advertises-status') && targets.length > 0;
  return (
    <TextField
      select
      size="small"
      value={String(current)}
      disabled={!canChange || change.isPending}
      onChange={(e) => {
        const next = Number(e.target.value) as AdCampaignStatus;
        if (next === current) return;
        if (next === 4) return onEnd(ad);
        // running ⇄ paused is one click, taken back with one more: the message offers it
        const back = CAMPAIGN_TRANSITIONS[next]?.includes(current);
        void change.mutateAsync({ id: ad.id, status: next }).then((res) =>
          showQuickMessage({
            type: 'success',
            body: successText(t, res.messages),
            undo: back
              ? () =>
                  change
                    .mutateAsync({ id: ad.id, status: current })
                    .then(() => showQuickMessage({ type: 'info', body: t('kit.undone') }))
              : undefined,
          }),
        );
      }}
      sx={{ width: 170 }}
      slotProps={{
        select: {
          'data-testid': `ad-status-${ad.id}`,
          SelectDisplayProps: { 'aria-label': t('ads.products.statusOf', { code: ad.code }) },
        } as object,
      }}
    >
      {[current, ...targets].map((s) => (
        <MenuItem key={s} value={String(s)}>
          {t(`ads.campaignStatus.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
