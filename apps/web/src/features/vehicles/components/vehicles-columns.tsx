import type { Vehicle } from '@admin/contract';
import {
  chipColumn,
  dateColumn,
  numberColumn,
  titleColumn,
  useColumns,
} from '../../../components/catalogue/columns.tsx';
import { TwoLines, WrappedText } from '../../../components/table-cells.tsx';
import { href } from '../../../lib/areas.ts';
import { EMPTY, formatDistance } from '../../../lib/format.ts';

/** The vehicles list's columns: code and plate, model, kind, owner, station, package, warranty, odometer. */
export function useVehiclesColumns() {
  return useColumns<Vehicle>((t) => [
    titleColumn(
      'code',
      t('vehicles.fields.code'),
      (row) => ({ to: href('vehicles.detail', { id: row.id }), text: row.code, subtitle: row.number_plate }),
      { width: 120 },
    ),
    {
      field: 'model',
      headerName: t('products.columns.model'),
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => (
        <WrappedText
          text={`${row.brand.name} ${row.model.name}${row.detail_model ? ` (${row.detail_model.name})` : ''}`}
        />
      ),
    },
    chipColumn(
      'type',
      t('vehicles.fields.type'),
      (row) => ({ label: t(`vehicles.types.${row.type}`), secondary: row.type === 2 }),
      { width: 140 },
    ),
    {
      field: 'customer',
      headerName: t('vehicles.fields.customer'),
      minWidth: 140,
      flex: 0.8,
      renderCell: ({ row }) =>
        row.customer ? <TwoLines first={row.customer.name} second={row.customer.phone} /> : EMPTY,
    },
    {
      field: 'station',
      headerName: t('stations.fields.station'),
      minWidth: 130,
      flex: 0.8,
      renderCell: ({ row }) => <WrappedText text={row.station?.name ?? EMPTY} />,
    },
    {
      field: 'package',
      headerName: t('vehicles.fields.package'),
      minWidth: 120,
      flex: 0.7,
      renderCell: ({ row }) => <WrappedText text={row.package?.name ?? EMPTY} />,
    },
    dateColumn('warranty_end', t('vehicles.fields.warrantyEnd'), { width: 120 }),
    numberColumn('odometer_km', t('vehicles.fields.odometer'), {
      valueFormatter: (v: number | null) => formatDistance(v),
    }),
  ]);
}
