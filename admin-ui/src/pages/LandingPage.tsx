import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoApproveIcon from '@mui/icons-material/FactCheckOutlined';
import EmailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import SheetsIcon from '@mui/icons-material/TableChartOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import WelcomeIcon from '@mui/icons-material/WavingHandOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  Container,
  Grid,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { Logo } from '../layout/Logo';
import { IconCard } from '../common/IconCard';

// Sign-in starts on the server, which knows the configured providers; these are full page loads.
const SIGN_IN_URL = '/api/login';
const SIGN_UP_URL = '/signup';

interface Feature {
  icon: SvgIconComponent;
  title: string;
  description: string;
}

const features: Feature[] = [
  {
    icon: AutoApproveIcon,
    title: 'Auto-approval by rules',
    description:
      'Approve or decline join requests automatically from the answers people give to your membership questions and the age of their Facebook account.',
  },
  {
    icon: WelcomeIcon,
    title: 'Personalised welcome messages',
    description:
      'Greet every new member by name with a welcome message that goes out as soon as they are approved.',
  },
  {
    icon: EmailIcon,
    title: 'Email platforms without Zapier',
    description:
      'Send new members straight to your email marketing platform. No Zapier, no polling delays, no extra subscription.',
  },
  {
    icon: SmsIcon,
    title: 'SMS platforms',
    description: 'Add members who share a phone number to your SMS platform so you can reach them by text.',
  },
  {
    icon: SheetsIcon,
    title: 'Google Sheets',
    description: 'Keep a running list of every new member in your own Google Sheet, one row per person.',
  },
  {
    icon: GroupsIcon,
    title: 'Unlimited groups',
    description: 'Connect every group you run, each with its own rules, welcome message and integrations.',
  },
];

const steps = [
  { title: 'A join request arrives', description: 'The JoinFlow Chrome extension reads it from your group.' },
  { title: 'Your rules decide', description: 'Answers and account age are checked against your settings.' },
  { title: 'The member is welcomed', description: 'A message goes out and their details reach your tools.' },
];

const Header = () => (
  <Box
    component="header"
    sx={{
      position: 'sticky',
      top: 0,
      zIndex: 10,
      backdropFilter: 'blur(8px)',
      bgcolor: 'rgba(255,255,255,0.85)',
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Container
      maxWidth="lg"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}
    >
      <Logo />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={Link} to="/order" color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          Pricing
        </Button>
        <Button href={SIGN_IN_URL} variant="outlined">
          Sign In
        </Button>
      </Stack>
    </Container>
  </Box>
);

const FlowIllustration = () => (
  <Card
    variant="elevation"
    elevation={0}
    sx={{
      borderRadius: 4,
      p: { xs: 2.5, md: 3.5 },
      bgcolor: 'rgba(255,255,255,0.9)',
      boxShadow: '0 30px 60px -20px rgba(79,70,229,0.35)',
      border: 1,
      borderColor: 'rgba(79,70,229,0.15)',
    }}
  >
    <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
      How it works
    </Typography>
    <Stack spacing={2.5} sx={{ mt: 1 }}>
      {steps.map((step, index) => (
        <Stack key={step.title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 16, fontWeight: 700 }}>
            {index + 1}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {step.description}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  </Card>
);

const Hero = () => (
  <Box
    component="section"
    sx={{
      background: [
        'radial-gradient(1200px 500px at 10% -10%, rgba(129,140,248,0.35), transparent 60%)',
        'radial-gradient(900px 500px at 100% 0%, rgba(14,165,233,0.20), transparent 60%)',
      ].join(', '),
      pt: { xs: 8, md: 12 },
      pb: { xs: 8, md: 12 },
    }}
  >
    <Container maxWidth="lg">
      <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Chip
            label="For owners of large Facebook groups"
            color="primary"
            variant="outlined"
            sx={{ mb: 3, bgcolor: 'rgba(255,255,255,0.7)', fontWeight: 600 }}
          />
          <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '2.4rem', md: '3.5rem' }, lineHeight: 1.1 }}>
            Grow your Facebook group{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              on autopilot
            </Box>
          </Typography>
          <Typography component="p" variant="h6" color="text.secondary" sx={{ mt: 3, fontWeight: 400, maxWidth: 600 }}>
            JoinFlow approves join requests by your rules, welcomes every new member by name, and sends their
            contact details straight to your email list, SMS platform and Google Sheets.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <Button href={SIGN_IN_URL} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
              Get Started Free
            </Button>
            <Button component={Link} to="/order" variant="outlined" size="large" sx={{ bgcolor: 'background.paper' }}>
              View Pricing
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Your account starts with a 7-day free trial.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FlowIllustration />
        </Grid>
      </Grid>
    </Container>
  </Box>
);

const Features = () => (
  <Box component="section" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
    <Container maxWidth="lg">
      <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 8 } }}>
        <Typography component="h2" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
          Everything a busy group owner needs
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
          Stop approving requests one by one and copying emails by hand. JoinFlow does it the moment people ask to
          join.
        </Typography>
      </Box>
      <Grid container spacing={3}>
        {features.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <IconCard {...feature} heading="h3" lifts roomy />
          </Grid>
        ))}
      </Grid>
    </Container>
  </Box>
);

const CallToAction = () => (
  <Box component="section" sx={{ py: { xs: 8, md: 10 } }}>
    <Container maxWidth="md">
      <Box
        sx={{
          borderRadius: 5,
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: 8 },
          textAlign: 'center',
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #4f46e5 0%, #7c3aed 55%, #0ea5e9 100%)',
        }}
      >
        <Typography component="h2" variant="h3" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          Ready to put your group on autopilot?
        </Typography>
        <Typography sx={{ mt: 2, opacity: 0.9, fontSize: '1.1rem' }}>
          Connect your first group in minutes and let JoinFlow handle the rest.
        </Typography>
        <Button
          href={SIGN_UP_URL}
          size="large"
          variant="contained"
          sx={{ mt: 4, bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
        >
          Start Free Trial
        </Button>
      </Box>
    </Container>
  </Box>
);

const Footer = () => (
  <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, bgcolor: 'background.paper' }}>
    <Container
      maxWidth="lg"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Logo size={24} />
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} JoinFlow. All rights reserved.
      </Typography>
      <Stack direction="row" spacing={3}>
        <MuiLink component={Link} to="/order" color="text.secondary" underline="hover" variant="body2">
          Pricing
        </MuiLink>
        <MuiLink href={SIGN_IN_URL} color="text.secondary" underline="hover" variant="body2">
          Sign In
        </MuiLink>
      </Stack>
    </Container>
  </Box>
);

export const LandingPage = () => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
    <Header />
    <main>
      <Hero />
      <Features />
      <CallToAction />
    </main>
    <Footer />
  </Box>
);
