import type { Vehicle } from '@admin/contract';
import { dateColumn, numberColumn, tagColumn, titleColumn, useColumns } from '../../../components/columns/columns.tsx';
import { TwoLines, WrappedText } from '../../../components/columns/table-cells.tsx';
import { href } from '../../../lib/areas.ts';
import { EMPTY, formatDistance } from '../../../lib/format.ts';

/** The vehicles list's columns: code and plate, model, kind, owner, station, package, warranty, odometer. */
export function useVehiclesColumns() {
  return useColumns<Vehicle>((t) => [
    titleColumn(
      { field: 'code', headerName: t('vehicles.fields.code'), width: 120 },
      {
        title: (row) => row.code,
        to: (row) => href('vehicles.detail', { id: row.id }),
        subtitle: (row) => row.number_plate,
      },
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
    tagColumn({ field: 'type', headerName: t('vehicles.fields.type'), width: 140 }, (row) => ({
      label: t(`vehicles.types.${row.type}`),
      secondary: row.type === 2,
    })),
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
    dateColumn({ field: 'warranty_end', headerName: t('vehicles.fields.warrantyEnd'), width: 120 }, false),
    numberColumn({ field: 'odometer_km', headerName: t('vehicles.fields.odometer') }, formatDistance),
  ]);
}
