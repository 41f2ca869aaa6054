import { COMMENT_MODERATION_STATUSES, hasPermission, type Comment } from '@admin/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import ReportGmailerrorredRounded from '@mui/icons-material/ReportGmailerrorredRounded';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { DeleteRowAction, RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { chipColumn, clampedTextColumn, dateColumn } from '../../../components/columns/columns.tsx';
import { useDeleteComment, useModerateComment } from '../api.ts';

const MODERATION_ICONS = {
  approved: <CheckCircleOutlineRounded fontSize="small" color="success" />,
  rejected: <DoNotDisturbOnOutlined fontSize="small" color="warning" />,
  spam: <ReportGmailerrorredRounded fontSize="small" color="error" />,
};
const MODERATION_LABELS = {
  approved: 'comments.list.approve',
  rejected: 'comments.list.reject',
  spam: 'comments.list.spam',
} as const;

/** The columns of readers' comments with their moderation: approve, reject, mark as spam, delete. */
export function useCommentsColumns(): TableColumn<Comment>[] {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const moderate = useModerateComment();
  const remove = useDeleteComment();
  const canModerate = hasPermission(grants, 'comment-status');

  const columns: TableColumn<Comment>[] = [
    {
      field: 'author_name',
      headerName: t('comments.fields.author'),
      width: 170,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
            {row.author_name}{' '}
            {row.is_staff && (
              <Chip size="small" label={t('comments.list.staff')} color="primary" sx={{ ml: 0.5, height: 18 }} />
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.author_email}
          </Typography>
        </Box>
      ),
    },
    clampedTextColumn(
      { field: 'content', headerName: t('comments.fields.content'), flex: 2, minWidth: 260 },
      (row) => row.content,
    ),
    {
      field: 'news',
      headerName: t('comments.fields.article'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Typography
          component={Link}
          to={href('news.view', { id: row.news.id })}
          noWrap
          sx={{ fontSize: 13, color: 'primary.main' }}
        >
          {row.news.title}
        </Typography>
      ),
    },
    chipColumn(
      { field: 'status', headerName: t('fields.status'), width: 110 },
      (row) => row.status,
      (status) => t(`comments.status.${status}`),
    ),
    dateColumn({ field: 'created_at', headerName: t('comments.fields.createdAt'), width: 135 }),
    rowActionsColumn(t('comments.list.moderate'), 150, (row) => (
      <>
        {canModerate &&
          COMMENT_MODERATION_STATUSES.filter((s) => s !== row.status).map((s) => (
            <RowAction
              key={s}
              title={t(MODERATION_LABELS[s])}
              icon={MODERATION_ICONS[s]}
              testId={`comment-${s}-${row.id}`}
              onClick={() =>
                void moderate
                  .mutateAsync({ id: row.id, status: s })
                  .then(() => showQuickMessage({ type: 'success', body: t('kit.statusChanged') }))
              }
            />
          ))}
        {hasPermission(grants, 'comment-delete') && (
          <DeleteRowAction
            testId={`comment-delete-${row.id}`}
            confirmTitle={t('comments.list.confirmDelete')}
            remove={() => remove.mutateAsync(row.id)}
          />
        )}
      </>
    )),
  ];
  return columns;
}
