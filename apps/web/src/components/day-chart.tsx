import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format.ts';

/** A money tick in millions of đồng: "1,5 tr" in Vietnamese, "1.5M" in English. */
export function millionsTick(value: number, lang: string): string {
  if (value === 0) return '0';
  const millions = (value / 1_000_000).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 });
  return `${millions}${lang === 'vi' ? ' tr' : 'M'}`;
}

export type DaySeries = {
  label: string;
  kind: 'bar' | 'line';
  /** A theme colour. */
  color: string;
  /** One value a day, in the order of `days`. */
  values: number[];
  /** The value as the tooltip shows it. */
  text: (value: number, index: number) => string;
};

const Y_AXIS = 56;
const MARGIN = { top: 8, right: 16, bottom: 26, left: 8 };
const LABEL_WIDTH = 44;

/** A step of 1, 2, 2.5 or 5 times a power of ten that cuts `max` into about four. */
function ticksFor(max: number): number[] {
  if (max <= 0) return [0, 1, 2, 3, 4];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].find((f) => f * power >= raw)! * power);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}

/**
 * Values per Vietnam day as bars and lines (DD-MM under the days, ticks of `yTick` on the left),
 * drawn as SVG at the width of its box. The pointer or the keyboard (the chart is one tab stop; ←
 * → Home End move between days) shows a day's values in a tooltip, which a screen reader hears.
 */
export function DayChart({
  days,
  series,
  label,
  height,
  yTick,
  maxBarSize = 22,
}: {
  /** YYYY-MM-DD */
  days: string[];
  series: DaySeries[];
  /** The chart's name for assistive technology. */
  label: string;
  height: number;
  yTick: (value: number) => string;
  maxBarSize?: number;
}) {
  const theme = useTheme();
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const n = days.length;
  const plotLeft = MARGIN.left + Y_AXIS;
  const plotWidth = Math.max(0, width - plotLeft - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = n ? plotWidth / n : 0;
  const ticks = ticksFor(Math.max(0, ...series.flatMap((s) => s.values)));
  const top = ticks[ticks.length - 1]!;
  const y = (v: number) => MARGIN.top + plotHeight - (Math.max(0, v) / top) * plotHeight;
  const center = (i: number) => plotLeft + band * i + band / 2;
  const bars = series.filter((s) => s.kind === 'bar');
  const barWidth = Math.min(maxBarSize, (band * 0.8) / Math.max(1, bars.length));
  // every `every`-th day is labelled, counted from the last one
  const every = Math.max(1, Math.ceil(LABEL_WIDTH / (band || 1)));
  const shown = active !== null && active < n ? active : null;

  const dayText = (i: number) =>
    `${formatDate(days[i])}: ${series.map((s) => `${s.label} ${s.text(s.values[i] ?? 0, i)}`).join(', ')}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = n - 1;
    const from = shown ?? last;
    const next =
      event.key === 'ArrowLeft'
        ? Math.max(0, from - 1)
        : event.key === 'ArrowRight'
          ? Math.min(last, from + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setKeyboard(true);
    setActive(next);
  };

  return (
    <Box>
      <Box
        ref={box}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        data-testid="day-chart"
        onKeyDown={onKeyDown}
        onFocus={() => {
          setKeyboard(true);
          setActive((a) => a ?? n - 1);
        }}
        onBlur={() => {
          setKeyboard(false);
          setActive(null);
        }}
        onPointerMove={(event) => {
          if (!band) return;
          const x = event.clientX - event.currentTarget.getBoundingClientRect().left - plotLeft;
          const i = Math.floor(x / band);
          setKeyboard(false);
          setActive(i >= 0 && i < n ? i : null);
        }}
        onPointerLeave={() => {
          if (!keyboard) setActive(null);
        }}
        sx={{
          position: 'relative',
          height,
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {width > 0 && (
          <svg width={width} height={height} aria-hidden="true" style={{ display: 'block' }}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={plotLeft}
                  x2={plotLeft + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={theme.palette.divider}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={plotLeft - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={12}
                  fill={theme.palette.text.secondary}
                >
                  {yTick(tick)}
                </text>
              </g>
            ))}
            {shown !== null && (
              <rect
                x={plotLeft + band * shown}
                y={MARGIN.top}
                width={band}
                height={plotHeight}
                fill={theme.palette.action.hover}
              />
            )}
            {days.map((day, i) =>
              (n - 1 - i) % every === 0 ? (
                <text
                  key={day}
                  x={center(i)}
                  y={height - 8}
                  textAnchor="middle"
                  fontSize={12}
                  fill={theme.palette.text.secondary}
                >
                  {formatDate(day).slice(0, 5)}
                </text>
              ) : null,
            )}
            {bars.map((s, b) => (
              <g key={s.label} fill={s.color}>
                {s.values.map((value, i) => {
                  const h = MARGIN.top + plotHeight - y(value);
                  if (h <= 0) return null;
                  const x = center(i) - (barWidth * bars.length) / 2 + barWidth * b;
                  const r = Math.min(3, barWidth / 2, h);
                  // rounded top corners only
                  const d = `M${x},${y(value) + h}V${y(value) + r}q0,-${r} ${r},-${r}h${barWidth - 2 * r}q${r},0 ${r},${r}V${y(value) + h}Z`;
                  return <path key={days[i]} d={d} className="DayChart-bar" />;
                })}
              </g>
            ))}
            {series
              .filter((s) => s.kind === 'line')
              .map((s) => (
                <g key={s.label}>
                  <polyline
                    points={s.values.map((v, i) => `${center(i)},${y(v)}`).join(' ')}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={2}
                    strokeLinejoin="round"
                    className="DayChart-line"
                  />
                  {shown !== null && <circle cx={center(shown)} cy={y(s.values[shown] ?? 0)} r={4} fill={s.color} />}
                </g>
              ))}
          </svg>
        )}
        {shown !== null && width > 0 && (
          <Box
            aria-hidden="true"
            data-testid="day-chart-tooltip"
            sx={{
              position: 'absolute',
              top: MARGIN.top,
              // beside the day, on the side with room
              ...(center(shown) > width / 2
                ? { right: width - center(shown) + band / 2 + 4 }
                : { left: center(shown) + band / 2 + 4 }),
              px: 1.25,
              py: 0.75,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              boxShadow: 2,
              fontSize: 13,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
            }}
          >
            <Box sx={{ fontWeight: 600, mb: 0.25 }}>{formatDate(days[shown])}</Box>
            {series.map((s) => (
              <Box key={s.label} sx={{ color: s.color }}>
                {s.label}: {s.text(s.values[shown] ?? 0, shown)}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box id={hintId} sx={visuallyHidden}>
        {t('common.chartKeys')}
      </Box>
      {/* what the keyboard shows, read out */}
      <Box aria-live="polite" sx={visuallyHidden}>
        {keyboard && shown !== null ? dayText(shown) : ''}
      </Box>
      {series.length > 1 && (
        <Box
          component="ul"
          sx={{
            display: 'flex',
            justifyContent: 'center',
            gap: 2.5,
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0,
            fontSize: 13,
          }}
        >
          {series.map((s) => (
            <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                aria-hidden="true"
                sx={
                  s.kind === 'bar'
                    ? { width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }
                    : { width: 16, height: 2, bgcolor: s.color }
                }
              />
              {s.label}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
