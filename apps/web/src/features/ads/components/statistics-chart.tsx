import type { StatisticsPoint } from '@admin/contract';
import { useTheme } from '@mui/material/styles';
import { DayChart, millionsTick } from '../../../components/day-chart.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** Top-ups (bars) and spend (line) per Vietnam day. */
export function StatisticsChart({
  points,
  labels,
  chartLabel,
  lang,
}: {
  points: StatisticsPoint[];
  labels: { topup: string; spend: string };
  chartLabel: string;
  lang: string;
}) {
  const theme = useTheme();
  const money = (v: number) => formatMoney(v);
  return (
    <DayChart
      days={points.map((p) => p.day)}
      label={chartLabel}
      height={284}
      maxBarSize={28}
      yTick={(v) => millionsTick(v, lang)}
      series={[
        {
          label: labels.topup,
          kind: 'bar',
          color: theme.palette.primary.main,
          values: points.map((p) => p.topup),
          text: money,
        },
        {
          label: labels.spend,
          kind: 'line',
          color: theme.palette.warning.dark,
          values: points.map((p) => p.spend),
          text: money,
        },
      ]}
    />
  );
}
