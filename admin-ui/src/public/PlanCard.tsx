import CheckIcon from '@mui/icons-material/CheckCircleRounded';
import { Box, Button, Card, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
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

/** The card's frame, the same for a plan and for its placeholder, so one takes the other's room. */
const cardFrame = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 4,
  overflow: 'visible',
  border: 2,
} as const;
const cardContent = { p: 3.5, flexGrow: 1, display: 'flex', flexDirection: 'column' } as const;
/** A feature's line: the dense list item's own room, one line of text beside its icon. */
const featureRow = { minHeight: 36 } as const;

export const PlanCard = ({ plan, billing, choosePath }: PlanCardProps) => {
  const { price, period, originalPrice } = planPriceDisplay(plan, billing);
  const titleId = `plan-${plan.planType}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        ...cardFrame,
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
      <CardContent sx={cardContent}>
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
            <ListItem key={feature} disableGutters sx={featureRow}>
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

/** How many feature lines a placeholder holds room for: the most the standard plans list. */
const PLACEHOLDER_FEATURES = 5;

/**
 * A plan card's stand-in while the plans load (and in the prerendered page): the same frame, with a
 * grey bar in place of each line of the card, each in the line's own type, so the card that replaces it
 * takes the same room and nothing below it moves.
 */
export const PlanCardPlaceholder = () => (
  <Card role="progressbar" aria-label="Loading plan" sx={{ ...cardFrame, borderColor: 'transparent' }}>
    <CardContent sx={cardContent} aria-hidden>
      <Typography component="div" variant="h6">
        <Skeleton width="45%" />
      </Typography>
      <Typography component="div" variant="body2">
        <Skeleton width="35%" />
      </Typography>
      <Box sx={{ mt: 2.5, fontSize: '2.5rem', lineHeight: 1 }}>
        <Skeleton width="50%" />
      </Box>
      <Typography component="div" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
        <Skeleton width="40%" />
      </Typography>
      <List dense sx={{ mt: 2, flexGrow: 1 }}>
        {Array.from({ length: PLACEHOLDER_FEATURES }, (_, line) => (
          <ListItem key={line} disableGutters sx={featureRow}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Skeleton variant="circular" width={20} height={20} />
            </ListItemIcon>
            <ListItemText primary={<Skeleton width={`${85 - line * 8}%`} />} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ mt: 2 }}>
        <Skeleton variant="rounded" height={42} />
      </Box>
    </CardContent>
  </Card>
);
