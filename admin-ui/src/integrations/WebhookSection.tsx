import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import { DeliveryStatsLine } from './DeliveryStatsLine';
import { GroupScopeLabel } from './GroupScopeLabel';
import { GroupScopeSelect } from './GroupScopeSelect';
import { IntegrationRowsSkeleton } from './IntegrationRowsSkeleton';
import { IntegrationStateChips } from './IntegrationStateChips';
import { TriggerSelect } from './TriggerSelect';
import type { DeliveryTrigger, Webhook } from './types';
import { useSaveIntegration } from './useSaveIntegration';
import { WebhookSecretDialog } from './WebhookSecretDialog';
import { NeedsAttentionAlert } from './NeedsAttentionAlert';
import { ActiveInput, GroupScopeInput, SettingsDialogForm, TriggerInput } from './SettingsDialogActions';

/** Any other tool: a signed JSON POST to a URL of the owner's choosing. */
export const WebhookSection = () => {
  const { data, isPending, error } = useQuery({ queryKey: queryKeys.webhooks, queryFn: () => api.integrations.webhooks.list() });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Box component="section" aria-labelledby="webhooks-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Box>
          <Typography id="webhooks-title" component="h2" variant="h6">
            Webhooks
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Send each new member as signed JSON to any URL, for tools without a built-in integration.
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Webhook
        </Button>
      </Stack>
      {isPending ? (
        <IntegrationRowsSkeleton rows={1} />
      ) : error ? (
        <Alert severity="error">Your webhooks could not be loaded. {errorMessage(error)}</Alert>
      ) : data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No webhooks yet.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {data.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onSecret={setSecret} onEdit={() => setEditing(webhook)} />
          ))}
        </Stack>
      )}
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} onSecret={setSecret} />
      <EditWebhookDialog webhook={editing} onClose={() => setEditing(null)} />
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Box>
  );
};

const WebhookRow = ({ webhook, onSecret, onEdit }: { webhook: Webhook; onSecret: (secret: string) => void; onEdit: () => void }) => {
  const toast = useToast();
  const queryClient = useQueryClient();

  const remove = async () => {
    try {
      await api.integrations.webhooks.delete(webhook.id);
      toast({ description: `${webhook.name} was removed.`, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks });
    } catch (error) {
      toast({ description: errorMessage(error), type: 'error' });
    }
  };
  const rotate = async () => {
    try {
      const { secret } = await api.integrations.webhooks.rotateSecret(webhook.id);
      onSecret(secret);
    } catch (error) {
      toast({ description: errorMessage(error), type: 'error' });
    }
  };

  return (
    <Card variant="outlined" component="article" aria-label={webhook.name} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <WebhookIcon color="action" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{webhook.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {webhook.url}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <GroupScopeLabel groupIds={webhook.groupIds} />
          </Typography>
          <DeliveryStatsLine stats={webhook.stats} lastDeliveryAt={webhook.lastDeliveryAt} />
        </Box>
        <IntegrationStateChips isActive={webhook.isActive} status={webhook.status} lastError={webhook.lastError} />
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Edit webhook">
            <IconButton aria-label="Edit webhook" size="small" onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <ConfirmActionButton
            action="Rotate secret"
            title={`Rotate the secret of ${webhook.name}?`}
            content="The current secret stops working at once; update the receiving endpoint with the new one."
            onConfirm={rotate}
            icon={<KeyIcon fontSize="small" />}
          />
          <ConfirmActionButton
            action="Remove webhook"
            title={`Remove ${webhook.name}?`}
            content="New members will no longer be sent to this URL."
            onConfirm={remove}
          />
        </Stack>
      </Stack>
      <NeedsAttentionAlert integration={webhook} refusedBy="The endpoint" />
    </Card>
  );
};

interface AddWebhookDialogProps {
  open: boolean;
  onClose: () => void;
  onSecret: (secret: string) => void;
}

const AddWebhookDialog = ({ open, onClose, onSecret }: AddWebhookDialogProps) => {
  const toast = useToast();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [groupIds, setGroupIds] = useState<number[] | null>(null);
  const [trigger, setTrigger] = useState<DeliveryTrigger>('approved');
  const { saving, save: saveIntegration } = useSaveIntegration(queryKeys.webhooks, {
    success: { title: 'Integration Added', description: 'Your webhook has been added.' },
    failure: { description: 'Failed to add webhook.' },
  });

  const close = () => {
    setName('');
    setUrl('');
    setGroupIds(null);
    setTrigger('approved');
    onClose();
  };

  const save = async () => {
    if (!name.trim() || !url.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
      return;
    }
    let secret = '';
    const saved = await saveIntegration(async () => {
      secret = (await api.integrations.webhooks.create({ name: name.trim(), url: url.trim(), groupIds, trigger })).secret;
    });
    if (!saved) return;
    close();
    onSecret(secret);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-webhook-title">
      <DialogTitle id="add-webhook-title">Add Webhook</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" required value={name} onChange={(event) => setName(event.target.value)} fullWidth />
          <TextField
            label="URL"
            type="url"
            required
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com/joinflow"
            fullWidth
          />
          <GroupScopeSelect value={groupIds} onChange={setGroupIds} />
          <TriggerSelect value={trigger} onChange={setTrigger} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Adding…' : 'Add Webhook'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};


const EditWebhookDialog = ({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) => (
  <Dialog open={webhook !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-webhook-title">
    {webhook && <EditWebhookForm key={webhook.id} webhook={webhook} onClose={onClose} />}
  </Dialog>
);

const EditWebhookForm = ({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) => {
  const toast = useToast();
  const { submit } = useSaveIntegration(queryKeys.webhooks, {
    success: { description: 'Webhook saved.' },
    failure: { description: 'Failed to update webhook.' },
  });

  const save = async ({ name, url, isActive, groupIds, trigger }: Webhook) => {
    if (!name?.trim() || !url?.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
      return;
    }
    return submit(
      () =>
        api.integrations.webhooks.update(webhook.id, {
          name: name.trim(),
          url: url.trim(),
          isActive: Boolean(isActive),
          groupIds: groupIds ?? null,
          trigger,
        }),
      onClose,
    );
  };

  return (
    <SettingsDialogForm<Webhook> record={webhook} onSubmit={save} onClose={onClose}>
      <DialogTitle id="edit-webhook-title">Edit {webhook.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextInput source="name" label="Name" isRequired helperText={false} fullWidth />
          <TextInput source="url" label="URL" type="url" isRequired helperText={false} fullWidth />
          <GroupScopeInput />
          <TriggerInput />
          <ActiveInput />
        </Stack>
      </DialogContent>
    </SettingsDialogForm>
  );
};
