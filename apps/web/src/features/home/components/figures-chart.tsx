import type { DashboardFigureKey, DashboardPoint } from '@admin/contract';
import { useTheme } from '@mui/material/styles';
import { DayChart, millionsTick } from '../../../components/day-chart.tsx';
import { formatCount } from '../../../lib/format.ts';
import { figureText } from './figures.tsx';

/** Counts as they are, money in millions of đồng. */
const tick = (key: DashboardFigureKey, value: number, lang: string) =>
  key === 'listings' ? formatCount(value, lang) : millionsTick(value, lang);

/** One figure over the last 30 days, a bar a day. */
export function FiguresChart({
  points,
  figure,
  label,
  chartLabel,
  lang,
}: {
  points: DashboardPoint[];
  figure: DashboardFigureKey;
  label: string;
  chartLabel: string;
  lang: string;
}) {
  const theme = useTheme();
  const values = points.map((p) => p.values[figure] ?? { count: 0, amount: 0 });
  return (
    <DayChart
      days={points.map((p) => p.day)}
      label={chartLabel}
      height={260}
      yTick={(v) => tick(figure, v, lang)}
      series={[
        {
          label,
          kind: 'bar',
          color: theme.palette.primary.main,
          values: values.map((v) => (figure === 'listings' ? v.count : (v.amount ?? 0))),
          text: (_v, i) => figureText(figure, values[i]!),
        },
      ]}
    />
  );
}
