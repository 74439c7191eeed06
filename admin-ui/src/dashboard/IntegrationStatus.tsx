import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export const IntegrationStatus = () => (
  <Card component="section" aria-labelledby="integration-status-title">
    <CardContent>
      <Typography id="integration-status-title" component="h2" variant="h6">
        Integration Status
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        No integrations connected yet.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        Connect an email, SMS or Google Sheets integration to send each new member&apos;s details where you need them.
      </Typography>
      <Button component={Link} to="/integrations" size="small" variant="outlined">
        Set up integrations
      </Button>
    </CardContent>
  </Card>
);
