import type { StatisticsPoint } from '@admin/contract';
import { useTheme } from '@mui/material/styles';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** "1,5 tr" / "1.5M": a money axis tick in millions of đồng. */
const millions = (value: number, lang: string) =>
  value === 0
    ? '0'
    : `${(value / 1_000_000).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 })}${lang === 'vi' ? ' tr' : 'M'}`;

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
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => formatDate(day).slice(0, 5)}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          minTickGap={16}
        />
        <YAxis
          tickFormatter={(v: number) => millions(v, lang)}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          width={56}
        />
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
