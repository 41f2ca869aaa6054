import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';

const SCREENS = {
  view: { screen: 'news.view', icon: <VisibilityRounded />, label: 'news.list.view', testId: 'news-open-view' },
  edit: { screen: 'news.edit', icon: <EditRounded />, label: 'actions.edit', testId: 'news-open-edit' },
} as const;

/** The button from one of an article's screens to the other: its page as readers see it, or its edit page. */
export function NewsScreenLink({ id, to }: { id: number; to: keyof typeof SCREENS }) {
  const { t } = useTranslation();
  const { screen, icon, label, testId } = SCREENS[to];
  return (
    <Button component={Link} to={href(screen, { id })} startIcon={icon} data-testid={testId}>
      {t(label)}
    </Button>
  );
}
