import type { DashboardFigureKey, DashboardPoint } from '@admin/contract';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, ResponsiveContainer, Tooltip } from 'recharts';
import { dayAxes, millionsTick } from '../../../components/day-chart.tsx';
import { formatDate } from '../../../lib/format.ts';
import { figureText } from './figures.tsx';

/** Counts as they are, money in millions of đồng. */
const tick = (key: DashboardFigureKey, value: number, lang: string) =>
  key === 'listings' ? value.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US') : millionsTick(value, lang);

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
        {dayAxes(theme, (v) => tick(figure, v, lang))}
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
