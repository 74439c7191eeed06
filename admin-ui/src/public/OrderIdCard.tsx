import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';

/** An order ID shown large enough to read out and copy, since it is the customer's sign-in. */
export const OrderIdCard = ({ orderId }: { orderId: string }) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(orderId);
    setCopied(true);
  };
  return (
    <Box sx={{ border: 1, borderColor: 'primary.light', bgcolor: 'rgba(79,70,229,0.06)', borderRadius: 2, px: 2.5, py: 2 }}>
      <Typography variant="overline" color="text.secondary" id="order-id-label">
        Your order ID
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          aria-labelledby="order-id-label"
          data-testid="order-id"
          sx={{ fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: 1, userSelect: 'all' }}
        >
          {orderId}
        </Typography>
        <Tooltip title={copied ? 'Copied' : 'Copy order ID'}>
          <IconButton aria-label="Copy order ID" onClick={copy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
};
