import type { DashboardFigure, DashboardFigureKey, DashboardFigures, FigureValue } from '@admin/contract';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatRow } from '../../../components/stat-card.tsx';
import { formatCount, formatMoney } from '../../../lib/format.ts';

type Periods = DashboardFigures['periods'];
type Range = { start: string; end: string };

/** Money figures show đồng, the listings a count. */
const isMoney = (key: DashboardFigureKey) => key !== 'listings';

/** The figure as shown: "1.250.000.000đ" (0đ, not the lists' "_"), or a count. */
export function figureText(key: DashboardFigureKey, value: FigureValue): string {
  if (!isMoney(key)) return formatCount(value.count, 'vi');
  return value.amount ? formatMoney(value.amount) : '0đ';
}

const numberOf = (key: DashboardFigureKey, value: FigureValue) => (isMoney(key) ? (value.amount ?? 0) : value.count);

/**
 * Where each figure's number leads, for a range of Vietnam days: the list whose total it is (the
 * listings, the completed sales, the paid-out loans) or the ads overview that adds it up.
 */
export function figureLink(key: DashboardFigureKey, range: Range): string {
  const days = { start_date: range.start, end_date: range.end };
  const query = (path: string, filter: Record<string, string>) => `${path}?${new URLSearchParams(filter).toString()}`;
  switch (key) {
    case 'listings':
      return query('/products', days);
    case 'sales':
      return query('/transactions', { status: 'completed', date_field: 'completed_at', ...days });
    case 'loan_volume':
      return query('/loans', { loan_status: 'disbursed' });
    case 'topups':
    case 'ad_spend':
      return query('/promo-overview', days);
  }
}

/** "+12%" of a figure against the period before, its direction, and whether it is a change at all. */
function Change({
  figureKey,
  now: nowValue,
  before: beforeValue,
  label,
}: {
  figureKey: DashboardFigureKey;
  now: FigureValue;
  before: FigureValue;
  label: string;
}) {
  const { t } = useTranslation();
  const now = numberOf(figureKey, nowValue);
  const before = numberOf(figureKey, beforeValue);
  if (before === 0 && now === 0)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('home.figures.noChange', { period: label })}
      </Typography>
    );
  if (before === 0)
    return (
      <Typography component="span" variant="body2" color="success.dark">
        {t('home.figures.newSince', { period: label })}
      </Typography>
    );
  const percent = Math.round(((now - before) / before) * 100);
  const up = percent >= 0;
  const Icon = up ? ArrowUpwardRounded : ArrowDownwardRounded;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: up ? 'success.dark' : 'error.dark' }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      {t('home.figures.change', { percent: `${up ? '+' : ''}${percent}%`, period: label })}
    </Typography>
  );
}

function FigureCard({ figure, periods }: { figure: DashboardFigure; periods: Periods }) {
  const { t } = useTranslation();
  const { key } = figure;
  const today = { start: periods.today, end: periods.today };
  return (
    <Card sx={{ p: 2, minWidth: 0, display: 'grid', gap: 0.75 }} data-testid={`figure-${key}`}>
      <Typography variant="body2" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t(`home.figures.${key}`)}
      </Typography>
      <Box>
        <Link
          component={RouterLink}
          to={figureLink(key, today)}
          underline="hover"
          color="text.primary"
          sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          aria-label={`${t(`home.figures.${key}`)}, ${t('home.figures.today')}: ${figureText(key, figure.today)}`}
          data-testid={`figure-${key}-today`}
        >
          {figureText(key, figure.today)}
        </Link>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 0.75 }}>
          {t('home.figures.today')}
          {isMoney(key) && key !== 'ad_spend' && ` · ${t('home.figures.count', { count: figure.today.count })}`}
        </Typography>
      </Box>
      <Change figureKey={key} now={figure.today} before={figure.yesterday} label={t('home.figures.yesterday')} />
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 0.75, display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" color="text.secondary">
          {t('home.figures.month')}{' '}
          <Link
            component={RouterLink}
            to={figureLink(key, periods.month)}
            underline="always"
            sx={{ fontWeight: 700 }}
            data-testid={`figure-${key}-month`}
          >
            {figureText(key, figure.month)}
          </Link>
        </Typography>
        <Change
          figureKey={key}
          now={figure.month}
          before={figure.previous_month}
          label={t('home.figures.previousMonth')}
        />
      </Box>
    </Card>
  );
}

/** Today's and this month's figures the user may see, each against the period before. */
export function FigureCards({ data }: { data: DashboardFigures }) {
  return (
    <StatRow columns={5} testId="dashboard-figures">
      {data.figures.map((figure) => (
        <FigureCard key={figure.key} figure={figure} periods={data.periods} />
      ))}
    </StatRow>
  );
}
