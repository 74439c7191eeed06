import { Alert, Box, Card, CardActionArea, Chip, Grid, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { NameAvatar } from '../common/NameAvatar';
import { GroupEmpty } from '../groups/GroupEmpty';
import { MEMBER_COUNT_MEANING, type Group } from '../groups/types';
import { errorMessage } from '../providers/apiErrors';

const LOADING_CARDS = 3;
const cardSize = { xs: 12, sm: 6, lg: 4 };

interface GroupPickerProps {
  selectedId: number | undefined;
  onSelect: (groupId: number) => void;
}

/** The owner's groups as cards; the chosen one's rules open below. */
export const GroupPicker = ({ selectedId, onSelect }: GroupPickerProps) => {
  const { data, isPending, error } = useListContext<Group>();
  if (error) return <Alert severity="error">The groups could not be loaded. {errorMessage(error)}</Alert>;
  if (!isPending && data.length === 0) {
    return (
      <Card>
        <GroupEmpty />
      </Card>
    );
  }
  return (
    <Grid container spacing={2} role="list" aria-label="Groups">
      {isPending
        ? Array.from({ length: LOADING_CARDS }, (_, index) => (
            <Grid key={index} size={cardSize}>
              <Skeleton variant="rounded" height={84} />
            </Grid>
          ))
        : data.map((group) => {
            const selected = group.id === selectedId;
            return (
              <Grid key={group.id} size={cardSize} role="listitem">
                <Card
                  sx={{
                    borderColor: selected ? 'primary.main' : 'divider',
                    borderWidth: selected ? 2 : 1,
                    bgcolor: selected ? 'rgba(79,70,229,0.04)' : 'background.paper',
                  }}
                >
                  <CardActionArea
                    onClick={() => onSelect(group.id)}
                    aria-pressed={selected}
                    sx={{ p: selected ? 1.875 : 2 }}
                  >
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <NameAvatar name={group.name} imageUrl={group.coverImageUrl} variant="rounded" size={44} />
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography component="span" variant="subtitle2" noWrap sx={{ display: 'block', fontWeight: 700 }}>
                          {group.name}
                        </Typography>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 24 }}>
                          <Tooltip title={MEMBER_COUNT_MEANING} describeChild>
                            <Typography variant="body2" color="text.secondary">
                              {group.memberCount.toLocaleString('en')} {group.memberCount === 1 ? 'member' : 'members'}
                            </Typography>
                          </Tooltip>
                          {group.autoApprovalEnabled && (
                            <Chip
                              size="small"
                              label="Auto-Approval On"
                              sx={{ bgcolor: '#dcfce7', color: '#166534', fontWeight: 600, height: 20 }}
                            />
                          )}
                        </Stack>
                      </Box>
                    </Stack>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
    </Grid>
  );
};
