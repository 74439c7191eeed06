import AutomationIcon from '@mui/icons-material/AutoModeOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import MembersIcon from '@mui/icons-material/PersonAddAltOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Avatar, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import type { DashboardFigures } from './types';

/** A figure's card: its title, figure and change line take this much; its placeholder keeps the same room. */
export const STAT_CARD_HEIGHT = 140;

interface StatDefinition {
  key: keyof DashboardFigures;
  title: string;
  icon: SvgIconComponent;
  /** How a value and its change read: a count, or a percentage whose change is in points. */
  unit: 'count' | 'percent';
}

const STATS: readonly StatDefinition[] = [
  { key: 'connectedGroups', title: 'Connected Groups', icon: GroupsIcon, unit: 'count' },
  { key: 'membersToday', title: 'Members Added Today', icon: MembersIcon, unit: 'count' },
  { key: 'emailIntegrations', title: 'Email Integrations', icon: EmailIcon, unit: 'count' },
  { key: 'automationRate', title: 'Automation Rate', icon: AutomationIcon, unit: 'percent' },
];

const cardSize = { xs: 12, sm: 6, lg: 3 };

/** "+2 since yesterday", "−3 pts since yesterday", "No change since yesterday". */
export function changeLabel(change: number, unit: StatDefinition['unit']): string {
  if (change === 0) return 'No change since yesterday';
  const sign = change > 0 ? '+' : '−';
  const amount = unit === 'percent' ? `${Math.abs(change)} pts` : Math.abs(change).toLocaleString('en');
  return `${sign}${amount} since yesterday`;
}

const changeColor = (change: number) => (change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary');

export const dashboardStatsKey = ['dashboard', 'stats'];

export const StatCards = () => {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => dataProvider.getDashboardStats(),
  });

  if (error) return <Alert severity="error">The figures could not be loaded. {errorMessage(error)}</Alert>;

  return (
    <Grid container spacing={2} component="section" aria-label="Figures">
      {STATS.map(({ key, title, icon: Icon, unit }) => (
        <Grid key={key} size={cardSize}>
          {isPending ? (
            <Skeleton variant="rounded" height={STAT_CARD_HEIGHT} data-testid="stat-skeleton" />
          ) : (
            <Card component="section" aria-label={title} sx={{ height: '100%', minHeight: STAT_CARD_HEIGHT }}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
                    {title}
                  </Typography>
                  <Avatar sx={{ width: 36, height: 36, bgcolor: 'rgba(79,70,229,0.1)', color: 'primary.main' }}>
                    <Icon fontSize="small" />
                  </Avatar>
                </Stack>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: -0.5 }}>
                  {unit === 'percent' ? `${data[key]}%` : data[key].toLocaleString('en')}
                </Typography>
                <Typography variant="body2" sx={{ color: changeColor(data.changes[key]), mt: 0.5 }}>
                  {changeLabel(data.changes[key], unit)}
                </Typography>
              </CardContent>
            </Card>
          )}
        </Grid>
      ))}
    </Grid>
  );
};
