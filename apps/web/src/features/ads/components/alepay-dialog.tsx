import { alepayCreateBody, type AlepayCreateBody, type CashStore } from '@admin/contract';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { useCreateAlepay } from '../api.ts';
import { StorePicker } from './cash-order-dialogs.tsx';

interface Values {
  store: CashStore | null;
  amount: number | null;
}

const toBody = (v: Values) => ({ store_id: v.store?.id, amount: v.amount ?? undefined });
const inputOf = (field: string) => (field === 'store_id' ? 'store' : field);

/** A top-up through the gateway: the order is made, then its checkout page opens. */
export function AlepayTestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAlepay();
  const { control, dialog } = useBodyFormDialog<Values>({
    defaultValues: { store: null, amount: null },
    schema: alepayCreateBody,
    toBody,
    inputOf,
    save: async (values) => {
      const { data } = await create.mutateAsync(toBody(values) as AlepayCreateBody);
      if (data.checkout_url) window.location.assign(data.checkout_url);
      else onClose();
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('ads.alepay.createTitle')}
      testId="alepay-create-dialog"
      {...dialog}
      submitLabel={t('ads.alepay.pay')}
      columns={1}
    >
      <Alert severity="info">{t('ads.alepay.createHint')}</Alert>
      <StorePicker
        control={control}
        name="store"
        label={t('ads.cashes.storeSearch')}
        station={false}
        testId="alepay-store"
      />
      <FormMoneyField control={control} name="amount" label={t('ads.alepay.fields.amount')} required />
    </FormDialog>
  );
}
