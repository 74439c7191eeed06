import KeyIcon from '@mui/icons-material/KeyOutlined';
import { Box, Card, Typography } from '@mui/material';
import { TokenCreate } from './TokenCreate';
import type { CreatedApiToken } from './types';

export const TokenEmpty = ({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) => (
  <Card sx={{ mt: 2, py: 6, px: 3, textAlign: 'center' }}>
    <KeyIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      No API tokens yet
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460, mx: 'auto' }}>
      Create a token to connect the JoinFlow CLI or the Chrome extension to your account.
    </Typography>
    <Box>
      <TokenCreate onCreated={onCreated} />
    </Box>
  </Card>
);
