import { hasPermission } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { successText } from '../../../components/forms/success-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { campaignsListQuery, notifyBaseUrlQuery, useCreateCampaign } from '../api.ts';
import { CampaignForm } from '../components/campaign-form.tsx';
import { CampaignList, DeliveryLog } from '../components/campaign-list.tsx';

/** /notifications/create: compose a push campaign for the notification service; its campaigns and delivery log. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canCreate = hasPermission(grants, 'notifications-create');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(campaignsListQuery(page));
  const address = useQuery(notifyBaseUrlQuery());
  const create = useCreateCampaign();
  return (
    <>
      <PageHeader title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', xl: canCreate ? 'minmax(0, 5fr) minmax(0, 7fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        {canCreate && (
          <CampaignForm
            onSubmit={async (body) => {
              const res = await create.mutateAsync(body);
              showQuickMessage({ type: 'success', body: successText(t, res.messages) });
              setSelected(res.data.id);
            }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          {list.error && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="notify-unreachable">
              {t('notifications.unreachable', { url: address.data ?? '' })}
            </Alert>
          )}
          <CampaignList
            rows={list.data?.data ?? []}
            total={list.data?.total ?? 0}
            page={page}
            onPage={setPage}
            selected={selected}
            onSelect={setSelected}
            canCreate={canCreate}
          />
          {selected !== null && <DeliveryLog id={selected} />}
        </Box>
      </Box>
    </>
  );
}
