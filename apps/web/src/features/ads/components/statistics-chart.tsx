import type { StatisticsPoint } from '@admin/contract';
import { useTheme } from '@mui/material/styles';
import { Bar, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip } from 'recharts';
import { dayAxes, millionsTick } from '../../../components/day-chart.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** Top-ups (bars) and spend (line) per Vietnam day; loaded with the overview only (recharts). */
export default function StatisticsChart({
  points,
  labels,
  lang,
}: {
  points: StatisticsPoint[];
  labels: { topup: string; spend: string };
  lang: string;
}) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        {dayAxes(theme, (v) => millionsTick(v, lang))}
        <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(day) => formatDate(String(day))} />
        <Legend />
        <Bar
          dataKey="topup"
          name={labels.topup}
          fill={theme.palette.primary.main}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
          maxBarSize={28}
        />
        <Line
          dataKey="spend"
          name={labels.spend}
          type="monotone"
          stroke={theme.palette.warning.dark}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
