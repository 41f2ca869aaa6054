import type { DashboardFigureKey, DashboardPoint } from '@admin/contract';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../../lib/format.ts';
import { figureText } from './figures.tsx';

/** A money tick in millions of đồng ("1,5 tr" / "1.5M"); counts as they are. */
const tick = (key: DashboardFigureKey, value: number, lang: string) => {
  if (key === 'listings' || value === 0) return value.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');
  const millions = (value / 1_000_000).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 });
  return `${millions}${lang === 'vi' ? ' tr' : 'M'}`;
};

/** One figure over the last 30 days, a bar a day (recharts: loaded with the dashboard's chart only). */
export default function FiguresChart({
  points,
  figure,
  label,
  lang,
}: {
  points: DashboardPoint[];
  figure: DashboardFigureKey;
  label: string;
  lang: string;
}) {
  const theme = useTheme();
  const data = points.map((p) => {
    const value = p.values[figure] ?? { count: 0, amount: 0 };
    return {
      day: p.day,
      value: figure === 'listings' ? value.count : (value.amount ?? 0),
      text: figureText(figure, value),
    };
  });
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => formatDate(day).slice(0, 5)}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          minTickGap={16}
        />
        <YAxis
          tickFormatter={(v: number) => tick(figure, v, lang)}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          width={56}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(_value, _name, item) => [(item.payload as { text: string }).text, label]}
          labelFormatter={(day) => formatDate(String(day))}
        />
        <Bar
          dataKey="value"
          name={label}
          fill={theme.palette.primary.main}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
          maxBarSize={22}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
