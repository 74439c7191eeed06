import { Alert, Box, Card, CardContent, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { COUNT_AXIS } from '../common/chartAxes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../providers/api';
import { errorMessage, errorStatus } from '../providers/apiErrors';
import { formatMoney } from '../public/money';
import { AdminPage } from './AdminLayout';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The API's own words, so the page and the server say the same thing. */
export const RANGE_BACKWARDS = 'The end date comes on or after the start date.';

/** Why a range cannot be charted before asking the server, or null when it can be asked. */
export function rangeProblem(range: { from: string; to: string }): string | null {
  if (range.from === '' || range.to === '') return 'Choose a start and an end date.';
  return range.from > range.to ? RANGE_BACKWARDS : null;
}

/** The server's refusal of a range (422, such as a range over 366 days) in its words; anything else in ours. */
function loadFailure(error: unknown) {
  return errorStatus(error) === 422 ? errorMessage(error) : 'The figures could not be loaded.';
}

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
const DailyChart = ({ title, points, color, format = String, counts = false }: { title: string; points: DayFigure[]; color: string; format?: (value: number) => string; counts?: boolean }) => (
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
      yAxis={[{ valueFormatter: (value: number) => format(value), width: 64, ...(counts ? COUNT_AXIS : {}) }]}
      series={[{ dataKey: 'value', label: title, color, valueFormatter: (value) => format(value ?? 0) }]}
      hideLegend
    />
  </Box>
);

/** /admin/analytics: signups, orders and revenue day by day. */
export const AdminAnalyticsPage = () => {
  const [range, setRange] = useState(defaultRange);
  const problem = rangeProblem(range);
  const { data, isError, error } = useQuery({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: () => api.admin.analytics(range.from, range.to),
    enabled: problem === null,
    retry: false,
  });
  const failure = problem ?? (isError ? loadFailure(error) : null);
  const series = (pick: (day: NonNullable<typeof data>['days'][number]) => number) =>
    (data?.days ?? []).map((day) => ({ label: shortDay(day.date), value: pick(day) }));

  const charts = [
    { title: 'Signups', points: series((day) => day.signups), color: '#4f46e5', counts: true },
    { title: 'Orders', points: series((day) => day.orders), color: '#0ea5e9', counts: true },
    { title: 'Revenue (USD)', points: series((day) => day.revenue), color: '#16a34a', format: (value: number) => formatMoney(value, 'USD') },
  ];

  return (
    <AdminPage title="Analytics" subtitle="Signups, orders and revenue over time">
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <TextField type="date" label="From" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          type="date"
          label="To"
          value={range.to}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
          error={problem === RANGE_BACKWARDS}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {failure && (
        <Alert severity={problem ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={2}>
        {charts.map(({ title, points, color, format, counts }) => (
          <Grid key={title} size={{ xs: 12, lg: 4 }}>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent>
                {data && !problem ? (
                  <DailyChart title={title} points={points} color={color} format={format} counts={counts} />
                ) : (
                  <Skeleton variant="rounded" height={220} animation={failure ? false : 'pulse'} />
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </AdminPage>
  );
};
