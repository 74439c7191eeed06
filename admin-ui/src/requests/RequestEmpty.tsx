import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';

/** The spec's words for an account with no captured requests, on the dashboard and the list alike. */
export const RequestEmpty = ({ compact = false }: { compact?: boolean }) => (
  <Box sx={{ py: compact ? 4 : 8, px: 3, textAlign: 'center' }}>
    <InboxIcon sx={{ fontSize: compact ? 36 : 48, color: 'text.disabled' }} />
    <Typography component="h2" variant={compact ? 'subtitle1' : 'h6'} sx={{ mt: 1, fontWeight: 600 }}>
      No member requests yet
    </Typography>
    <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
      Member requests will appear here once you connect Facebook groups
    </Typography>
  </Box>
);
