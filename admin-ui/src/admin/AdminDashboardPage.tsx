import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import ContentIcon from '@mui/icons-material/EditNoteOutlined';
import PricingIcon from '@mui/icons-material/SellOutlined';
import UsersIcon from '@mui/icons-material/ManageAccountsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Avatar, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatMoney } from '../public/money';
import { AdminPage } from './AdminLayout';
import type { AdminStats } from '@joinflow/sdk/browser';
import { api } from '../providers/api';

interface Tile {
  path: string;
  title: string;
  description: string;
  icon: SvgIconComponent;
}

const tiles: Tile[] = [
  { path: '/admin/plans', title: 'Pricing Editor', description: 'Prices, trials, group limits, and what is on sale.', icon: PricingIcon },
  { path: '/admin/content', title: 'Content Editor', description: 'Edit the headings of the order page.', icon: ContentIcon },
  { path: '/admin/users', title: 'Users', description: 'Search accounts; roles and access.', icon: UsersIcon },
  { path: '/admin/analytics', title: 'Analytics', description: 'Signups, orders and revenue over time.', icon: AnalyticsIcon },
];

type StatKey = keyof Omit<AdminStats, 'changes'>;

const statCards: { key: StatKey; label: string; format: (value: number) => string }[] = [
  { key: 'users', label: 'Total Users', format: (value) => value.toLocaleString('en-US') },
  { key: 'revenueLast30Days', label: 'Revenue (last 30 days)', format: (value) => formatMoney(value, 'USD') },
  { key: 'activePlans', label: 'Active Plans', format: (value) => value.toLocaleString('en-US') },
  { key: 'conversionRate', label: 'Conversion Rate', format: (value) => `${value}%` },
];

function changeText(change: number | string | null | undefined): string | null {
  if (change === null || change === undefined || change === '') return null;
  if (typeof change === 'string') return change;
  return `${change > 0 ? '+' : ''}${change}% on the 30 days before`;
}

const StatCards = () => {
  const { data: stats, isError } = useQuery({ queryKey: ['admin', 'stats'], queryFn: () => api.admin.stats(), retry: false });
  if (isError) return <Alert severity="error">The figures could not be loaded.</Alert>;
  return (
    <Grid container spacing={2}>
      {statCards.map(({ key, label, format }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card component="section" aria-label={label} sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              {stats ? (
                <>
                  <Typography sx={{ fontSize: '1.9rem', fontWeight: 800 }}>
                    {stats[key] === null ? '—' : format(stats[key])}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {changeText(stats.changes?.[key]) ?? '\u00a0'}
                  </Typography>
                </>
              ) : (
                <Skeleton width="60%" height={48} />
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

/** /admin/dashboard: the way to each admin tool, and how the product is doing. */
export const AdminDashboardPage = () => (
  <AdminPage title="Admin Dashboard" subtitle="Run pricing, content and users">
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {tiles.map(({ path, title, description, icon: Icon }) => (
        <Grid key={path} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card sx={{ borderRadius: 3, height: '100%' }}>
            <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
              <CardContent>
                <Avatar variant="rounded" sx={{ bgcolor: 'rgba(79,70,229,0.1)', color: 'primary.main', mb: 1.5 }}>
                  <Icon />
                </Avatar>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
    <StatCards />
  </AdminPage>
);
