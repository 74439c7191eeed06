import { Button } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { Link } from 'react-router-dom';

export const TemplateFormToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Button component={Link} to="/message-templates">
      Cancel
    </Button>
  </Toolbar>
);
