import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timeAgo } from '../common/time';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { type Notification } from '@joinflow/sdk/browser';

/** How often the unread count is refreshed while a page stays open. */
const REFRESH_MS = 60_000;

export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: queryKeys.notifications, queryFn: () => api.notifications.list(), refetchInterval: REFRESH_MS });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  const markRead = useMutation({ mutationFn: (id: number) => api.notifications.markRead(id), onSettled: refresh });
  const markAllRead = useMutation({ mutationFn: () => api.notifications.markAllRead(), onSettled: refresh });
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    if (notification.link) {
      setAnchor(null);
      navigate(notification.link);
    }
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          // The owner's prerendered frame presses it for a tap made before the app was there (ownerShellElement.ts).
          data-frame-control="notifications"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': 'Notifications', sx: { width: 360, maxHeight: 480 } } }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="subtitle2">
            Notifications
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
              Mark all as read
            </Button>
          )}
        </Stack>
        <Divider />
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            No notifications yet.
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((notification) => (
              <ListItemButton key={notification.id} onClick={() => open(notification)} sx={{ alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{ width: 8, height: 8, borderRadius: '50%', mt: 1, mr: 1.5, flexShrink: 0, bgcolor: notification.readAt ? 'transparent' : 'error.main' }}
                />
                <ListItemText
                  primary={notification.title}
                  secondary={`${notification.body} · ${timeAgo(notification.createdAt)}`}
                  slotProps={{ primary: { sx: { fontWeight: notification.readAt ? 400 : 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
