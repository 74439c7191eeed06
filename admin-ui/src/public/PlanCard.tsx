import CheckIcon from '@mui/icons-material/CheckCircleRounded';
import { Box, Button, Card, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import type { Billing } from '@joinflow/rules/pricing';
import { Link } from 'react-router-dom';
import { groupAllowance, trialText } from '../plans/planLabels';
import type { PricingPlan } from './types';
import { periodSuffix } from './money';
import { planPriceDisplay } from './planDisplay';

interface PlanCardProps {
  plan: PricingPlan;
  billing: Billing;
  choosePath: string;
}

export const PlanCard = ({ plan, billing, choosePath }: PlanCardProps) => {
  const { price, period, originalPrice } = planPriceDisplay(plan, billing);
  const titleId = `plan-${plan.planType}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 4,
        overflow: 'visible',
        border: 2,
        borderColor: plan.isPopular ? 'primary.main' : 'transparent',
        boxShadow: plan.isPopular ? '0 24px 48px -20px rgba(79,70,229,0.45)' : undefined,
      }}
    >
      {plan.isPopular && (
        <Chip
          label="Most Popular"
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: -13, left: '50%', transform: 'translateX(-50%)', fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ p: 3.5, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {plan.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {groupAllowance(plan.groupLimit)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 2.5 }}>
          <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1 }}>
            {price}
          </Typography>
          <Typography color="text.secondary">{periodSuffix(period).trim()}</Typography>
          {originalPrice && (
            <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }} aria-label={`was ${originalPrice}`}>
              {originalPrice}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" color="success.main" sx={{ mt: 1, fontWeight: 600, minHeight: 20 }}>
          {trialText(plan.trialDays) ?? (period === 'one_time' ? 'Pay once, use forever' : null)}
        </Typography>
        <List dense sx={{ mt: 2, flexGrow: 1 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ mt: 2 }}>
          <Button
            component={Link}
            to={choosePath}
            fullWidth
            size="large"
            variant={plan.isPopular ? 'contained' : 'outlined'}
            aria-label={`${plan.buttonText}: ${plan.title}`}
          >
            {plan.buttonText}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
