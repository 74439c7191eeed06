import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface IntegrationSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  description?: string;
  /** The button that adds one, at the heading's end. */
  action: ReactNode;
  children: ReactNode;
}

/** A kind of connected destination on its page: a heading, what it is for, its add button, then the ones connected. */
export const IntegrationSection = ({ id, title, description, action, children }: IntegrationSectionProps) => (
  <Box component="section" aria-labelledby={id}>
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <Box>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
    {children}
  </Box>
);
