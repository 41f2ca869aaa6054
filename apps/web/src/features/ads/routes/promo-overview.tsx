import { ADS_STORE_TYPES, statisticsRangeQuery, type StatisticsRangeQuery } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeFields } from '../../../components/fields/date-field.tsx';
import { FilterSelect } from '../../../components/lists/list-parts.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { formatCount, formatDate, formatMoney } from '../../../lib/format.ts';
import { createUrlState, useUrlState, type UrlState } from '../../../lib/url-state.ts';
import { overviewQuery, seriesQuery, topWalletsQuery } from '../api.ts';
import { DaysTable } from '../components/days-table.tsx';
import { StatCard, StatRow } from '../../../components/stat-card.tsx';
import { StatisticsChart } from '../components/statistics-chart.tsx';

const { start_date, end_date, store_type } = statisticsRangeQuery.shape;
// a range has no pages: the state's `page` is never written to the address
const rangeState = createUrlState({ start_date, end_date, store_type }) as UrlState<
  Omit<StatisticsRangeQuery, 'campaign_type'> & { page?: number }
>;

function CardTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * /promo-overview: the ads money of a range of Vietnam days (the last 30 unless chosen): wallets,
 * top-ups, spend and campaigns; the daily chart and table; the wallets that spent most.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [range, onRange] = useUrlState(rangeState);
  const { page: _page, ...query } = range;
  const overview = useQuery(overviewQuery(query));
  const series = useQuery(seriesQuery(query));
  const top = useQuery(topWalletsQuery(query));
  const o = (name: string, values?: Record<string, unknown>) => t(`ads.overview.${name}`, values);
  const data = overview.data;
  const points = series.data?.points ?? [];
  const figure = (value: string | number | undefined) => (value === undefined ? <Skeleton width={140} /> : value);
  return (
    <>
      <PageHeader
        title={o('title')}
        subtitle={
          data ? (
            o('subtitle', { from: formatDate(data.start_date), to: formatDate(data.end_date) })
          ) : (
            <Skeleton width={200} />
          )
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <FilterSelect
              label={t('ads.storeTypeFilter')}
              value={range.store_type}
              options={ADS_STORE_TYPES.map((v) => ({ value: v, label: t(`ads.storeType.${v}`) }))}
              onChange={(v) => onRange({ store_type: v })}
              allLabel={t('kit.all')}
              testId="overview-store-type"
              width={180}
            />
            <DateRangeFields
              labels={[t('ads.from'), t('ads.to')]}
              values={{ start_date: range.start_date ?? data?.start_date, end_date: range.end_date ?? data?.end_date }}
              onChange={onRange}
              testId="overview"
              width={160}
            />
          </Box>
        }
      />
      <StatRow>
        <StatCard
          label={o('balance')}
          value={figure(data && formatMoney(data.wallets.balance))}
          detail={data && o('funded', { count: data.wallets.funded })}
          testId="overview-balance"
        />
        <StatCard
          label={o('topups')}
          value={figure(data && formatMoney(data.topups.amount))}
          detail={data && o('topupCount', { count: data.topups.count, bonus: formatMoney(data.topups.bonus) })}
          testId="overview-topups"
        />
        <StatCard
          label={o('spend')}
          value={figure(data && formatMoney(data.spend.amount))}
          detail={
            data && o('spendSplit', { package: formatMoney(data.spend.package), daily: formatMoney(data.spend.daily) })
          }
          testId="overview-spend"
        />
        <StatCard
          label={o('campaigns')}
          value={figure(data?.campaigns.active)}
          detail={data && o('newCampaigns', { count: data.campaigns.new_in_range })}
          testId="overview-campaigns"
        />
      </StatRow>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
          mb: 2,
        }}
      >
        <Card>
          <CardTitle>{o('chartTitle')}</CardTitle>
          <Box sx={{ px: 1, pb: 2, minHeight: 316 }} data-testid="overview-chart">
            {series.isPending ? (
              <Skeleton variant="rounded" height={300} />
            ) : (
              <StatisticsChart
                points={points}
                labels={{ topup: o('chartTopup'), spend: o('chartSpend') }}
                chartLabel={
                  series.data
                    ? o('chartLabel', {
                        from: formatDate(series.data.start_date),
                        to: formatDate(series.data.end_date),
                      })
                    : o('chartTitle')
                }
                lang={i18n.language}
              />
            )}
          </Box>
        </Card>
        <Card>
          <CardTitle>{o('topTitle')}</CardTitle>
          <Table size="small" data-testid="overview-top">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 32 }}>{o('rank')}</TableCell>
                <TableCell>{o('store')}</TableCell>
                <TableCell align="right">{o('chartSpend')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(top.data ?? []).map((w, i) => (
                <TableRow key={w.wallet_id}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell sx={{ maxWidth: 0, width: '100%' }}>
                    <Typography
                      component={Link}
                      to={href('ads.account', { id: w.wallet_id })}
                      noWrap
                      sx={{ display: 'block', fontSize: 14, color: 'primary.main', textDecoration: 'none' }}
                    >
                      {w.store.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {`${t(`ads.storeType.${w.store_type}`)} · ${formatMoney(w.balance)}`}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(w.spend)}
                  </TableCell>
                </TableRow>
              ))}
              {top.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{o('topEmpty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Card>
      </Box>
      <Card>
        <CardTitle>{o('detailTitle')}</CardTitle>
        <Box sx={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} role="region" aria-label={o('detailTitle')}>
          <DaysTable
            days={[...points].reverse()}
            dayLabel={o('day')}
            figures={[
              [o('chartTopup'), (d) => formatMoney(d.topup)],
              [o('bonus'), (d) => formatMoney(d.bonus)],
              [o('chartSpend'), (d) => formatMoney(d.spend)],
              [o('refund'), (d) => formatMoney(d.refund)],
              [o('views'), (d) => formatCount(d.views, 'vi')],
              [o('clicks'), (d) => formatCount(d.clicks, 'vi')],
              [o('active'), (d) => d.active_campaigns],
            ]}
            testId="overview-days"
            rowTestId={(d) => `overview-day-${d.day}`}
            empty={series.data && points.length === 0 ? o('chartEmpty') : undefined}
            stickyHeader
          />
        </Box>
      </Card>
    </>
  );
}
