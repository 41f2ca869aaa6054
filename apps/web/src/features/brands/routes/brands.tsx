import { hasPermission, type Brand } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandModelsQuery, brandsQuery } from '../../../components/fields/lookup-queries.ts';
import { HeaderAction } from '../../../components/header-action.tsx';
import { SearchBox } from '../../../components/lists/list-parts.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { reportError } from '../../../lib/report-error.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { modelDetails, useDeleteBrand } from '../api.ts';
import { ModelDetailsTable } from '../components/model-details-table.tsx';
import { ModelSpecsCard } from '../components/model-specs-card.tsx';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const BrandDialog = lazyDialog(() => import('../components/brand-dialog.tsx').then((m) => m.BrandDialog));

export const loader = modelDetails.listLoaderWith(brandsQuery);

/** /brands: brands, their models, the trims (model details) with their specs and product counts. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [search, onSearchChange] = useUrlState(modelDetails.urlState);
  const brands = useQuery(brandsQuery());
  const models = useQuery(brandModelsQuery(search.brand_id));
  const details = useQuery(modelDetails.listQuery(search));
  const grants = me.role_has_permission;
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const removeBrand = useDeleteBrand();
  const selected = brands.data?.find((b) => b.id === search.brand_id);

  const deleteBrand = async (brand: Brand) => {
    if (!(await confirm({ title: t('brands.brand.deleteTitle', { name: brand.name }), danger: true }))) return;
    try {
      await removeBrand.mutateAsync(brand.id);
      showQuickMessage({ type: 'delete' });
      onSearchChange({ brand_id: undefined, model_id: undefined, page: 1 });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <>
      {editing && <BrandDialog brand={editing} onClose={() => setEditing(null)} />}
      <PageHeader
        title={t('brands.list.title')}
        subtitle={t('brands.list.subtitle')}
        actions={
          <HeaderAction screen="brands.modelDetailCreate" testId="trim-create" label={t('brands.list.create')} />
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '250px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card>
            <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1, color: 'text.secondary' }}>
                {t('brands.list.brands')}
              </Typography>
              {hasPermission(grants, 'model-details-create') && (
                <LazyTooltip title={t('brands.brand.create')}>
                  <IconButton size="small" onClick={() => setEditing('new')} data-testid="brand-create">
                    <AddRounded fontSize="small" />
                  </IconButton>
                </LazyTooltip>
              )}
              {selected && hasPermission(grants, 'model-details-update') && (
                <LazyTooltip title={t('brands.brand.edit')}>
                  <IconButton size="small" onClick={() => setEditing(selected)} data-testid="brand-edit">
                    <EditRounded fontSize="small" />
                  </IconButton>
                </LazyTooltip>
              )}
              {selected && hasPermission(grants, 'model-details-delete') && (
                <LazyTooltip title={t('actions.delete')}>
                  <IconButton size="small" onClick={() => void deleteBrand(selected)} data-testid="brand-delete">
                    <DeleteRounded fontSize="small" />
                  </IconButton>
                </LazyTooltip>
              )}
            </Box>
            <List component="div" dense sx={{ maxHeight: 420, overflowY: 'auto' }} data-testid="brand-list">
              <ListItemButton
                selected={!search.brand_id}
                aria-current={!search.brand_id || undefined}
                onClick={() => onSearchChange({ brand_id: undefined, model_id: undefined, page: 1 })}
              >
                <ListItemText primary={t('pickers.all')} />
              </ListItemButton>
              {(brands.data ?? []).map((b) => (
                <ListItemButton
                  key={b.id}
                  selected={search.brand_id === b.id}
                  aria-current={search.brand_id === b.id || undefined}
                  onClick={() => onSearchChange({ brand_id: b.id, model_id: undefined, page: 1 })}
                >
                  <ListItemText primary={b.name} secondary={b.country ?? undefined} />
                  <Chip size="small" label={b.models_count} />
                </ListItemButton>
              ))}
            </List>
          </Card>
          <ModelSpecsCard canCreate={hasPermission(grants, 'model-details-create')} />
        </Box>
        <Card sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 200px)', minHeight: 520 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', p: 1.5 }}>
            <SearchBox
              value={search.q}
              onChange={(q) => onSearchChange({ q, page: 1 })}
              placeholder={t('brands.list.search')}
              testId="trims-search"
              width={260}
            />
            {search.brand_id &&
              (models.data ?? []).map((m) => (
                <Chip
                  key={m.id}
                  label={`${m.name} · ${m.details.length}`}
                  color={search.model_id === m.id ? 'primary' : 'default'}
                  variant={search.model_id === m.id ? 'filled' : 'outlined'}
                  onClick={() => onSearchChange({ model_id: search.model_id === m.id ? undefined : m.id, page: 1 })}
                />
              ))}
          </Box>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <ModelDetailsTable
              search={search}
              result={details.data}
              loading={details.isFetching}
              canUpdate={hasPermission(grants, 'model-details-update')}
              canDelete={hasPermission(grants, 'model-details-delete')}
              onSearchChange={onSearchChange}
            />
          </Box>
        </Card>
      </Box>
    </>
  );
}
