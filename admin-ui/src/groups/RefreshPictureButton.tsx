import RefreshIcon from '@mui/icons-material/PhotoCameraOutlined';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { useToast } from '../common/useToast';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { pictureFailureToast } from './groupFailures';
import type { Group } from './types';

export const RefreshPictureButton = ({ group }: { group: Group }) => {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.updateGroupPicture(group.id),
    onSuccess: () => {
      toast({ title: 'Picture Updated', description: `${group.name} now shows its Facebook cover picture.`, type: 'success' });
      refresh();
    },
    onError: (error) => toast(pictureFailureToast(error)),
  });

  return (
    <Tooltip title="Refresh picture from Facebook">
      <span>
        <IconButton aria-label="Refresh picture" onClick={() => mutate()} disabled={isPending} size="small">
          {isPending ? <CircularProgress size={18} /> : <RefreshIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
};
