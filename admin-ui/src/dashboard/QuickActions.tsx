import AddIcon from '@mui/icons-material/AddCircleOutline';
import AutomationIcon from '@mui/icons-material/AutoModeOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useAddGroupLocation } from '../groups/AddGroupButton';

const actionSx = { justifyContent: 'flex-start', py: 1.25 };

export const QuickActions = () => (
  <Card component="section" aria-labelledby="quick-actions-title">
    <CardContent>
      <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Quick Actions
      </Typography>
      <Stack spacing={1}>
        <Button component={Link} to={useAddGroupLocation()} variant="contained" startIcon={<AddIcon />} sx={actionSx}>
          Connect New Group
        </Button>
        <Button component={Link} to="/integrations" variant="outlined" startIcon={<EmailIcon />} sx={actionSx}>
          Setup Email Integration
        </Button>
        <Button component={Link} to="/automation" variant="outlined" startIcon={<AutomationIcon />} sx={actionSx}>
          Configure Automation
        </Button>
      </Stack>
    </CardContent>
  </Card>
);
