import { Alert, Box, Card, CardContent, Grid, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { COUNT_AXIS } from '../common/chartAxes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useOwnerGroups } from '../integrations/GroupScopeSelect';
import { api } from '../providers/api';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { defaultRange, formatDelay, formatPercent, validRange, type DateRange } from './analyticsRange';
import type { AnalyticsReport } from './types';

const STATUS_COLOURS = { approved: '#16a34a', pending: '#eab308', declined: '#dc2626' };

const ChartCard = ({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          Nothing in this period.
        </Typography>
      ) : (
        children
      )}
    </CardContent>
  </Card>
);

export const AnalyticsPage = () => {
  const [range, setRange] = useState<DateRange>(defaultRange);
  const [groupId, setGroupId] = useState<number | ''>('');
  const groups = useOwnerGroups();
  const { data, isPending, error } = useQuery({
    queryKey: ['analytics', range, groupId],
    queryFn: () => api.analytics.get({ ...range, groupId: groupId || undefined }),
    enabled: validRange(range),
    placeholderData: keepPreviousData,
  });

  return (
    <OwnerPage title="Analytics" subtitle="See how your groups grow and how your automation performs">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          type="date"
          label="From"
          size="small"
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={range.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Group"
          size="small"
          value={groupId}
          onChange={(event) => setGroupId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All groups</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!validRange(range) ? (
        <Alert severity="info">Choose a start date on or before the end date.</Alert>
      ) : error ? (
        <Alert severity="error">Analytics could not be loaded. {errorMessage(error)}</Alert>
      ) : isPending ? (
        <Grid container spacing={2}>
          {Array.from({ length: 4 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, lg: 6 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <AnalyticsCharts report={data} />
      )}
    </OwnerPage>
  );
};

const AnalyticsCharts = ({ report }: { report: AnalyticsReport }) => (
  <Grid container spacing={2}>
    <Grid size={{ xs: 12 }}>
      <ChartCard title="Requests per day" empty={report.requestsPerDay.length === 0}>
        <BarChart
          height={300}
          dataset={report.requestsPerDay.map((day) => ({ ...day }))}
          xAxis={[{ scaleType: 'band', dataKey: 'date' }]}
          yAxis={[COUNT_AXIS]}
          series={(['approved', 'pending', 'declined'] as const).map((status) => ({
            dataKey: status,
            label: status[0].toUpperCase() + status.slice(1),
            stack: 'requests',
            color: STATUS_COLOURS[status],
          }))}
        />
      </ChartCard>
    </Grid>
    <Grid size={{ xs: 12, lg: 6 }}>
      <ChartCard title="Approval rate by group" empty={report.approvalRateByGroup.length === 0}>
        <BarChart
          height={280}
          layout="horizontal"
          dataset={report.approvalRateByGroup.map((group) => ({ ...group }))}
          yAxis={[{ scaleType: 'band', dataKey: 'groupName', width: 120 }]}
          xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
          series={[{ dataKey: 'approvalRate', label: 'Approved', color: STATUS_COLOURS.approved, valueFormatter: (value) => formatPercent(value ?? 0) }]}
        />
        <Table size="small" aria-label="Approval rate by group">
          <TableBody>
            {report.approvalRateByGroup.map((group) => (
              <TableRow key={group.groupId}>
                <TableCell>{group.groupName}</TableCell>
                <TableCell align="right">{formatPercent(group.approvalRate)}</TableCell>
                <TableCell align="right">
                  {group.approved} approved · {group.declined} declined · {group.pending} pending
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ChartCard>
    </Grid>
    <Grid size={{ xs: 12, lg: 6 }}>
      <ChartCard title="Top decline reasons" empty={report.topDeclineReasons.length === 0}>
        <BarChart
          height={280}
          layout="horizontal"
          dataset={report.topDeclineReasons.map((reason) => ({ ...reason }))}
          yAxis={[{ scaleType: 'band', dataKey: 'reason', width: 160 }]}
          xAxis={[COUNT_AXIS]}
          series={[{ dataKey: 'count', label: 'Declined', color: STATUS_COLOURS.declined }]}
        />
        <Box component="ol" sx={{ pl: 3, my: 0 }} aria-label="Top decline reasons">
          {report.topDeclineReasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason.reason}>
              {reason.reason} — {reason.count}
            </Typography>
          ))}
        </Box>
      </ChartCard>
    </Grid>
    <Grid size={{ xs: 12 }}>
      <ChartCard title="Deliveries by integration" empty={report.deliveriesByIntegration.length === 0}>
        <BarChart
          height={260}
          dataset={report.deliveriesByIntegration.map((row) => ({ ...row }))}
          xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
          yAxis={[COUNT_AXIS]}
          series={[
            { dataKey: 'delivered', label: 'Delivered', stack: 'deliveries', color: STATUS_COLOURS.approved },
            { dataKey: 'failed', label: 'Failed', stack: 'deliveries', color: STATUS_COLOURS.declined },
          ]}
        />
        <Table size="small" aria-label="Deliveries by integration">
          <TableHead>
            <TableRow>
              <TableCell>Integration</TableCell>
              <TableCell align="right">Delivered</TableCell>
              <TableCell align="right">Failed</TableCell>
              <TableCell align="right">Success rate</TableCell>
              <TableCell align="right">Median delay</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.deliveriesByIntegration.map((row) => (
              <TableRow key={row.integrationId}>
                <TableCell>
                  {row.name}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {row.platform ?? row.type}
                  </Typography>
                </TableCell>
                <TableCell align="right">{row.delivered}</TableCell>
                <TableCell align="right">{row.failed}</TableCell>
                <TableCell align="right">{formatPercent(row.successRate)}</TableCell>
                <TableCell align="right">{formatDelay(row.medianDelayMs)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ChartCard>
    </Grid>
  </Grid>
);
