import type { Theme } from '@mui/material/styles';
import { CartesianGrid, XAxis, YAxis } from 'recharts';
import { formatDate } from '../lib/format.ts';

/** A money tick in millions of đồng: "1,5 tr" in Vietnamese, "1.5M" in English. */
export function millionsTick(value: number, lang: string): string {
  if (value === 0) return '0';
  const millions = (value / 1_000_000).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 });
  return `${millions}${lang === 'vi' ? ' tr' : 'M'}`;
}

/**
 * The grid and axes of a chart of Vietnam days (`day` on x, DD-MM under each bar), for recharts'
 * charts to place among their children; loaded only with the charts (lazy screens).
 */
export function dayAxes(theme: Theme, yTick: (value: number) => string) {
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />,
    <XAxis
      key="x"
      dataKey="day"
      tickFormatter={(day: string) => formatDate(day).slice(0, 5)}
      tick={tick}
      minTickGap={16}
    />,
    <YAxis key="y" tickFormatter={yTick} tick={tick} width={56} allowDecimals={false} />,
  ];
}
