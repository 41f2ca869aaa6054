// Off the ListScreen kit: the banners are rows dragged into their display order, not a server-sorted table (docs/architecture.md, the kit).
import { BANNER_POSITIONS, PLATFORMS } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { urlListLoader } from '../../../lib/crud.ts';
import { listFilters, optionsFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { isCanceled } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/report-error.ts';
import { banners, bannerPagesQuery } from '../api.ts';
import { BannerRows } from '../components/banner-rows.tsx';

// no saved views: the loader reads the page alone
export const loader = urlListLoader({ urlState: banners.urlState, listQuery: banners.listQuery }, bannerPagesQuery);

/** /banners: the banners in display order; drag to reorder, switch to publish. */
export function Component() {
  const { t } = useTranslation();
  const { search, onSearch, list } = banners.useList();
  const pages = useQuery(bannerPagesQuery());
  // spec section 8: a failed banner list shows an error alert
  useEffect(() => {
    if (list.error && !isCanceled(list.error)) reportError(list.error);
  }, [list.error]);
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListHeader
        texts="banners.list"
        count={total}
        actions={
          <>
            <Button component={Link} to={href('banners.setting')} startIcon={<TuneRounded />}>
              {t('banners.setting.title')}
            </Button>
            <HeaderAction screen="banners.create" testId="banner-create" label={t('banners.list.create')} />
          </>
        }
      />
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, p: 1.5 }}>
          {listFilters('banners.list', search, onSearch, [
            { type: 'search', key: 'q' },
            optionsFilter(
              'page_id',
              t('banners.fields.page'),
              (pages.data ?? []).map((p) => ({ value: p.id, label: p.title })),
              'banners-page-filter',
            ),
            valuesFilter(
              'position',
              t('banners.fields.position'),
              BANNER_POSITIONS,
              'banners.position',
              'banners-position-filter',
              150,
            ),
            valuesFilter(
              'platform',
              t('banners.fields.platform'),
              PLATFORMS,
              'kit.platform',
              'banners-platform-filter',
              140,
            ),
            {
              type: 'yesno',
              key: 'status',
              label: t('fields.status'),
              yes: t('banners.status.published'),
              no: t('banners.status.unpublished'),
              testId: 'banners-status-filter',
              width: 150,
            },
          ])}
        </Box>
        <BannerRows rows={list.data?.data ?? []} />
        {total > banners.pageSize && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
            <Pagination
              count={Math.ceil(total / banners.pageSize)}
              page={search.page}
              onChange={(_e, page) => onSearch({ page })}
            />
          </Box>
        )}
      </Card>
    </>
  );
}
