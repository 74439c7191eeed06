import { Alert, Box, Card, CardContent, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../public/money';
import { AdminPage } from './AdminLayout';
import { adminApi } from './adminApi';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days, today included. */
export function defaultRange(now = new Date()) {
  return { from: isoDay(new Date(now.getTime() - (DEFAULT_DAYS - 1) * DAY_MS)), to: isoDay(now) };
}

const shortDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

interface DayFigure {
  label: string;
  value: number;
}

/** One figure day by day, titled with its total. */
const DailyChart = ({ title, points, color, format = String }: { title: string; points: DayFigure[]; color: string; format?: (value: number) => string }) => (
  <Box component="figure" aria-label={`${title} per day`} sx={{ m: 0 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography component="figcaption" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" aria-label={`${title} in total`}>
        {format(points.reduce((sum, { value }) => sum + value, 0))} in total
      </Typography>
    </Box>
    <BarChart
      height={220}
      dataset={points.map((point) => ({ ...point }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ valueFormatter: (value: number) => format(value), width: 64 }]}
      series={[{ dataKey: 'value', label: title, color, valueFormatter: (value) => format(value ?? 0) }]}
      hideLegend
    />
  </Box>
);

/** /admin/analytics: signups, orders and revenue day by day. */
export const AdminAnalyticsPage = () => {
  const [range, setRange] = useState(defaultRange);
  const { data, isError } = useQuery({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: () => adminApi.getAnalytics(range.from, range.to),
    enabled: range.from !== '' && range.to !== '' && range.from <= range.to,
    retry: false,
  });
  const series = (pick: (day: NonNullable<typeof data>['days'][number]) => number) =>
    (data?.days ?? []).map((day) => ({ label: shortDay(day.date), value: pick(day) }));

  const charts = [
    { title: 'Signups', points: series((day) => day.signups), color: '#4f46e5' },
    { title: 'Orders', points: series((day) => day.orders), color: '#0ea5e9' },
    { title: 'Revenue (USD)', points: series((day) => day.revenue), color: '#16a34a', format: (value: number) => formatMoney(value, 'USD') },
  ];

  return (
    <AdminPage title="Analytics" subtitle="Signups, orders and revenue over time">
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <TextField type="date" label="From" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="To" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {isError && <Alert severity="error">The figures could not be loaded.</Alert>}
      <Grid container spacing={2}>
        {charts.map(({ title, points, color, format }) => (
          <Grid key={title} size={{ xs: 12, lg: 4 }}>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent>
                {data ? <DailyChart title={title} points={points} color={color} format={format} /> : <Skeleton variant="rounded" height={220} />}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </AdminPage>
  );
};
