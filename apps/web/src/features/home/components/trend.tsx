import type { DashboardFigureKey, DashboardFigures } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { FiguresChart } from './figures-chart.tsx';
import { figureText } from './figures.tsx';

/** The last 30 days of one figure at a time: a bar chart, or the same numbers as a table. */
export function Trend({ data }: { data: DashboardFigures }) {
  const { t, i18n } = useTranslation();
  const keys = data.figures.map((f) => f.key);
  const [chosen, setChosen] = useState<DashboardFigureKey | null>(null);
  const [asTable, setAsTable] = useState(false);
  const figure = chosen && keys.includes(chosen) ? chosen : keys[0];
  if (!figure) return null;
  const label = t(`home.figures.${figure}`);
  return (
    <Card sx={{ p: 2 }} data-testid="dashboard-trend">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 17, mr: 'auto' }}>
          {t('home.trend.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={figure}
          onChange={(_e, value: DashboardFigureKey | null) => value && setChosen(value)}
          aria-label={t('home.trend.figure')}
        >
          {keys.map((key) => (
            <ToggleButton key={key} value={key} data-testid={`trend-${key}`} sx={{ textTransform: 'none', px: 1.25 }}>
              {t(`home.figures.${key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" onClick={() => setAsTable((v) => !v)} data-testid="trend-as-table">
          {asTable ? t('home.trend.asChart') : t('home.trend.asTable')}
        </Button>
      </Box>
      {asTable ? (
        // a scrolled region the keyboard can reach and scroll (tabIndex), named by its table
        <Box
          sx={{ maxHeight: 260, overflow: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
          tabIndex={0}
          role="region"
          aria-label={t('home.trend.tableLabel', { figure: label })}
        >
          <Table size="small" aria-label={t('home.trend.tableLabel', { figure: label })} data-testid="trend-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('home.trend.day')}</TableCell>
                <TableCell align="right">{label}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...data.series].reverse().map((point) => (
                <TableRow key={point.day}>
                  <TableCell>{formatDate(point.day)}</TableCell>
                  <TableCell align="right">
                    {figureText(figure, point.values[figure] ?? { count: 0, amount: 0 })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Box data-testid="trend-chart">
          <FiguresChart
            points={data.series}
            figure={figure}
            label={label}
            chartLabel={t('home.trend.chartLabel', { figure: label })}
            lang={i18n.language}
          />
        </Box>
      )}
    </Card>
  );
}
