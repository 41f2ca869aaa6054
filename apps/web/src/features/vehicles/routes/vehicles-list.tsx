import { type Vehicle } from '@admin/contract';
import Button from '@mui/material/Button';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { FilterSelect, ListCard, pagedRows, SearchBox } from '../../../components/list-kit.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/table-cells.tsx';
import { useUrlState } from '../../../lib/url-state.ts';
import { vehicles as resource } from '../api.ts';
import { useVehiclesColumns } from '../components/vehicles-columns.tsx';

export const loader = resource.listLoader;

/** /stations/vehicles ("Warranty"): customers' vehicles, their warranty and service package. */
export function Component() {
  const { t } = useTranslation();
  const [search, onSearch] = useUrlState(resource.urlState);
  const vehicles = useQuery(resource.listQuery(search));

  const columns = useVehiclesColumns();

  return (
    <>
      <PageHeader
        title={t('vehicles.list.title')}
        subtitle={t('vehicles.list.subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to={href('customers.list')}
              variant="outlined"
              startIcon={<PeopleAltRounded />}
              data-testid="vehicle-customers"
            >
              {t('customers.open')}
            </Button>
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
        filters={
          <>
            <SearchBox
              value={search.q}
              onChange={(q) => onSearch({ q })}
              placeholder={t('vehicles.list.search')}
              testId="vehicles-search"
              width={320}
            />
            <FilterSelect
              label={t('vehicles.fields.type')}
              value={search.type}
              options={([1, 2] as const).map((type) => ({ value: type, label: t(`vehicles.types.${type}`) }))}
              onChange={(type) => onSearch({ type })}
              testId="vehicles-type-filter"
            />
          </>
        }
      />
    </>
  );
}
