import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';

export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton aria-label="Notifications" onClick={(event) => setAnchor(event.currentTarget)}>
          <NotificationsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          No notifications yet.
        </Typography>
      </Popover>
    </>
  );
};
