import EmailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ExtensionIcon from '@mui/icons-material/ExtensionOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  Alert,
  AlertTitle,
  Avatar,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../layout/PageHeader';
import { perPeriod, STATUS_LABELS } from '../billing/labels';
import { errorMessage } from '../providers/apiErrors';
import type { Customer } from '@joinflow/sdk/browser';
import { api } from '../providers/api';
import { formatLongDate } from './money';
import { orderSession } from './orderSession';
import { PublicPage } from './PublicHeader';
import { IconCard } from '../common/IconCard';

interface QuickCard {
  icon: SvgIconComponent;
  title: string;
  description: string;
}

const quickCards: QuickCard[] = [
  { icon: GroupsIcon, title: 'Connect groups', description: 'Add the Facebook groups you run and set rules for each.' },
  { icon: EmailIcon, title: 'Email integration', description: 'Send new members straight to your email platform.' },
  { icon: RuleIcon, title: 'Automation rules', description: 'Approve or decline join requests by answers and account age.' },
];

const gettingStarted = [
  { icon: ExtensionIcon, title: 'Install the browser extension', description: 'It reads join requests from your groups.' },
  { icon: GroupsIcon, title: 'Connect your groups', description: 'Paste each group’s address after you sign in.' },
  { icon: EmailIcon, title: 'Set up the email integration', description: 'Pick your platform and paste its API key.' },
];

const AuthenticationRequired = () => (
  <Container maxWidth="sm" sx={{ py: 10 }}>
    <Alert severity="warning">
      <AlertTitle>Authentication Required</AlertTitle>
      Please log in to access your dashboard.
    </Alert>
    <Button component={Link} to="/customer-login" variant="contained" sx={{ mt: 3 }}>
      Customer Login
    </Button>
  </Container>
);

function planDates(customer: Customer): string {
  if (customer.status === 'trialing' && customer.trialEndsAt) return `Trial ends ${formatLongDate(customer.trialEndsAt)}`;
  if (customer.renewsAt) return `Renews ${formatLongDate(customer.renewsAt)}`;
  return customer.billing === 'one_time' ? 'Paid in full' : 'Does not renew';
}

/** The way from a purchase to an account: a link sent to the purchase's address, never shown here. */
const AccountSetup = ({ customer }: { customer: Customer }) => {
  const [state, setState] = useState<{ sending: boolean; sentTo?: string; failure?: string }>({ sending: false });
  if (customer.accountSetUp) {
    return (
      <Alert severity="success" sx={{ mt: 3 }}>
        This plan is in the JoinFlow account of {customer.email}. Sign in to use it.
      </Alert>
    );
  }
  const send = async () => {
    setState({ sending: true });
    try {
      const { sentTo } = await api.checkout.sendAccountLink({ email: customer.email, orderId: customer.orderId });
      setState({ sending: false, sentTo });
    } catch (error) {
      setState({ sending: false, failure: errorMessage(error) });
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" size="small" onClick={send} disabled={state.sending}>
          {customer.accountExists ? 'Email me the link' : 'Set up your account'}
        </Button>
      }
    >
      <AlertTitle>{customer.accountExists ? 'Add this plan to your account' : 'Set up your account'}</AlertTitle>
      {state.sentTo
        ? `We emailed a link to ${state.sentTo}. Open it to ${customer.accountExists ? 'add the plan to your account' : 'choose a password and start'}.`
        : state.failure ??
          (customer.accountExists
            ? `${customer.email} already has a JoinFlow account. We email you a link that adds this plan to it.`
            : `We email ${customer.email} a link to choose a password; your account starts on this plan.`)}
    </Alert>
  );
};

/** /customer-dashboard: the purchaser's plan and first steps, for as long as the browser session lasts. */
export const CustomerDashboardPage = () => {
  useDocumentTitle('Customer Dashboard');
  const navigate = useNavigate();
  const [customer] = useState(orderSession.readCustomer);

  const signOut = () => {
    orderSession.signOutCustomer();
    navigate('/');
  };

  if (!customer) {
    return (
      <PublicPage>
        <AuthenticationRequired />
      </PublicPage>
    );
  }

  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
  return (
    <PublicPage
      action={
        <Button variant="outlined" onClick={signOut}>
          Sign Out
        </Button>
      }
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Welcome, {name}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}>
          <Chip label={`Plan: ${customer.planTitle}`} color="primary" />
          <Chip label={STATUS_LABELS[customer.status].label} color={STATUS_LABELS[customer.status].color} variant="outlined" />
          <Typography sx={{ fontWeight: 600 }}>
            {customer.price.formatted}
            {perPeriod(customer.billing)}
          </Typography>
          <Typography color="text.secondary">{planDates(customer)}</Typography>
          <Typography color="text.secondary">Order {customer.orderId}</Typography>
        </Stack>
        <AccountSetup customer={customer} />
        <Grid container spacing={2} sx={{ mt: 3 }}>
          {quickCards.map((card) => (
            <Grid key={card.title} size={{ xs: 12, md: 4 }}>
              <IconCard {...card} heading="h2" />
            </Grid>
          ))}
        </Grid>
        <Card sx={{ mt: 3, borderRadius: 3 }}>
          <CardContent sx={{ p: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Getting started
            </Typography>
            <List>
              {gettingStarted.map(({ icon: Icon, title, description }, index) => (
                <ListItem key={title} disableGutters>
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: 'primary.main' }} role="img" aria-label={`Step ${index + 1}`}>
                      <Icon fontSize="small" />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={title} secondary={description} />
                </ListItem>
              ))}
            </List>
            {customer.accountSetUp && (
              <Button href="/api/login" variant="contained">
                Sign in to JoinFlow
              </Button>
            )}
          </CardContent>
        </Card>
      </Container>
    </PublicPage>
  );
};
