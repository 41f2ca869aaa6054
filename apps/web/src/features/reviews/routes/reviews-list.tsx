import { REVIEW_STATUSES, REVIEW_TARGETS, hasPermission, type Review } from '@admin/contract';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { optionsFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useRowBulkActions } from '../../../components/lists/row-bulk.ts';
import { successText } from '../../../components/forms/success-text.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { chipColumn, clampedTextColumn, dateColumn } from '../../../components/columns/columns.tsx';
import { reviews, useModerateReview } from '../api.ts';

const RATINGS = [5, 4, 3, 2, 1].map((r) => ({ value: r, label: '★'.repeat(r) }));

export const loader = reviews.listLoader;

/** /reviews: buyers' reviews of stores and products, published or hidden by moderation. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canModerate = hasPermission(grants, 'reviews-status');
  const moderate = useModerateReview();
  const setStatus = (row: Review, status: 'published' | 'hidden') =>
    void moderate
      .mutateAsync({ id: row.id, status })
      .then((res) => showQuickMessage({ type: 'success', body: successText(t, res.messages) }));

  // the moderation queue, worked many at a time: publish or hide the chosen reviews
  const bulk = useRowBulkActions<Review>(reviews.path, {
    status: {
      field: 'status',
      values: (['published', 'hidden'] as const).map((value) => ({
        value,
        label: t('common.bulk.setStatus', { status: t(`reviews.status.${value}`) }),
      })),
      permission: 'reviews-status',
    },
  });
  const columns: TableColumn<Review>[] = [
    {
      field: 'target_name',
      headerName: t('reviews.fields.target'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
            {row.target_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`reviews.target.${row.target_type}`)}
          </Typography>
        </Box>
      ),
    },
    { field: 'reviewer_name', headerName: t('reviews.fields.reviewer'), width: 150 },
    {
      field: 'rating',
      headerName: t('reviews.fields.rating'),
      width: 130,
      renderCell: ({ row }) => <Rating value={row.rating} readOnly size="small" />,
    },
    clampedTextColumn(
      { field: 'content', headerName: t('reviews.fields.content'), flex: 2, minWidth: 240 },
      (row) => row.content,
    ),
    chipColumn(
      { field: 'status', headerName: t('fields.status'), width: 120 },
      (row) => row.status,
      (status) => t(`reviews.status.${status}`),
    ),
    dateColumn({ field: 'created_at', headerName: t('reviews.fields.createdAt'), width: 135 }),
    rowActionsColumn(t('reviews.list.moderate'), 110, (row) =>
      canModerate ? (
        <>
          {row.status !== 'published' && (
            <RowAction
              title={t('reviews.list.publish')}
              icon={<PublishRounded fontSize="small" color="success" />}
              testId={`review-publish-${row.id}`}
              onClick={() => setStatus(row, 'published')}
            />
          )}
          {row.status !== 'hidden' && (
            <RowAction
              title={t('reviews.list.hide')}
              icon={<VisibilityOffRounded fontSize="small" />}
              testId={`review-hide-${row.id}`}
              onClick={() => setStatus(row, 'hidden')}
            />
          )}
        </>
      ) : null,
    ),
  ];
  return (
    <ListScreen
      resource={reviews}
      texts="reviews.list"
      columns={columns}
      rowHeight={64}
      bulk={{ actions: bulk, refresh: [reviews.keys.all], label: (row) => `#${row.id} ${row.target_name}` }}
      filters={[
        { type: 'search', key: 'q' },
        valuesFilter('status', t('fields.status'), REVIEW_STATUSES, 'reviews.status', 'reviews-status-filter', 150),
        valuesFilter(
          'target_type',
          t('reviews.fields.targetType'),
          REVIEW_TARGETS,
          'reviews.target',
          'reviews-target-filter',
          150,
        ),
        optionsFilter('rating', t('reviews.fields.rating'), RATINGS, 'reviews-rating-filter', 130),
      ]}
    />
  );
}
