import { type Vehicle } from '@admin/contract';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import { useTranslation } from 'react-i18next';
import { listFilters, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListCard, pagedRows } from '../../../components/lists/list-parts.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/columns/table-cells.tsx';
import { vehicles as resource } from '../api.ts';
import { useVehiclesColumns } from '../components/vehicles-columns.tsx';

export const loader = resource.listLoader;

/** /stations/vehicles ("Warranty"): customers' vehicles, their warranty and service package. */
export function Component() {
  const { t } = useTranslation();
  const { search, onSearch, list: vehicles } = resource.useList();

  const columns = useVehiclesColumns();

  return (
    <>
      <ListHeader
        texts="vehicles.list"
        actions={
          <>
            <HeaderAction
              screen="customers.list"
              variant="outlined"
              icon={<PeopleAltRounded />}
              testId="vehicle-customers"
              label={t('customers.open')}
            />
            <HeaderAction screen="vehicles.create" testId="vehicle-create" label={t('vehicles.list.create')} />
          </>
        }
      />
      <ListCard<Vehicle>
        {...pagedRows(vehicles, search.page, onSearch)}
        columns={columns}
        pageSize={resource.pageSize}
        getRowHeight={() => TWO_LINE_ROW_HEIGHT}
        emptyText={t('vehicles.list.empty')}
        filters={listFilters('vehicles.list', search, onSearch, [
          { type: 'search', key: 'q', testId: 'vehicles-search', width: 320 },
          valuesFilter('type', t('vehicles.fields.type'), [1, 2], 'vehicles.types', 'vehicles-type-filter'),
        ])}
      />
    </>
  );
}
