import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import { useTranslation } from 'react-i18next';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/columns/table-cells.tsx';
import { vehicles as resource } from '../api.ts';
import { useVehiclesColumns } from '../components/vehicles-columns.tsx';

export const loader = resource.listLoader;

/** /stations/vehicles ("Warranty"): customers' vehicles, their warranty and service package. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={resource}
      texts="vehicles.list"
      create={{ screen: 'vehicles.create', testId: 'vehicle-create' }}
      actions={
        <HeaderAction
          screen="customers.list"
          variant="outlined"
          icon={<PeopleAltRounded />}
          testId="vehicle-customers"
          label={t('customers.open')}
        />
      }
      columns={useVehiclesColumns()}
      getRowHeight={() => TWO_LINE_ROW_HEIGHT}
      filters={[
        { type: 'search', key: 'q', testId: 'vehicles-search', width: 320 },
        valuesFilter('type', t('vehicles.fields.type'), [1, 2], 'vehicles.types', 'vehicles-type-filter'),
      ]}
    />
  );
}
