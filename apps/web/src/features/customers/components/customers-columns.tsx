import type { Customer } from '@admin/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import { dateColumn, numberColumn, textColumn, useColumns } from '../../../components/columns/columns.tsx';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';

/** The customers list's columns; the edit button only for those who may edit. */
export function useCustomersColumns(canEdit: boolean, onEdit: (customer: Customer) => void) {
  return useColumns<Customer>(
    (t) => [
      { field: 'id', headerName: 'ID', width: 64 },
      { field: 'full_name', headerName: t('customers.fields.fullName'), minWidth: 150, flex: 1 },
      { field: 'phone', headerName: t('customers.fields.phone'), width: 112 },
      textColumn({ field: 'email', headerName: t('customers.fields.email'), minWidth: 150, flex: 1 }),
      textColumn({ field: 'id_number', headerName: t('customers.fields.idNumber'), width: 124 }),
      textColumn({ field: 'address', headerName: t('customers.fields.address'), minWidth: 160, flex: 1.2 }),
      numberColumn({ field: 'vehicles_count', headerName: t('customers.fields.vehicles'), width: 72 }),
      dateColumn({ field: 'created_at', headerName: t('customers.fields.createdAt'), width: 112 }, false),
      ...(canEdit
        ? [
            rowActionsColumn<Customer>(
              t('fields.actions'),
              64,
              (row) => (
                <RowAction
                  title={t('customers.edit')}
                  icon={<EditRounded fontSize="small" />}
                  testId={`customer-edit-${row.id}`}
                  onClick={() => onEdit(row)}
                />
              ),
              { hideHeader: true },
            ),
          ]
        : []),
    ],
    [canEdit],
  );
}
