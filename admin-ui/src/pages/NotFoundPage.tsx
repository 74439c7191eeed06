import HomeIcon from '@mui/icons-material/HomeOutlined';
import LostIcon from '@mui/icons-material/TravelExploreOutlined';
import { Avatar, Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageHeader } from '../layout/PageHeader';

/** Shown for unknown routes, to visitors on its own and to owners inside their layout. */
export const NotFoundPage = () => (
  <Box
    component="main"
    sx={{
      flex: 1,
      minHeight: { xs: '70vh', md: '80vh' },
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      gap: 2,
      px: 3,
    }}
  >
    <PageHeader title="Page not found" />
    <Avatar sx={{ width: 88, height: 88, bgcolor: 'rgba(79,70,229,0.1)', color: 'primary.main' }}>
      <LostIcon sx={{ fontSize: 44 }} />
    </Avatar>
    <Typography component="h1" variant="h4">
      404 Page Not Found
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
      The page you are looking for does not exist or has moved.
    </Typography>
    <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
      Go home
    </Button>
  </Box>
);
