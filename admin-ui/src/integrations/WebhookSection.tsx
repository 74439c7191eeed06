import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';
import { useIntegrationList, useRemoveIntegration } from './useIntegrationList';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import { IntegrationRowsSkeleton } from './IntegrationRowsSkeleton';
import type { Webhook } from './types';
import { useSaveIntegration } from './useSaveIntegration';
import { WebhookSecretDialog } from './WebhookSecretDialog';
import { ActiveInput, GroupScopeInput, SettingsDialogForm, TriggerInput } from './SettingsDialogActions';
import { ConnectedIntegrationCard } from './ConnectedIntegrationCard';
import { IntegrationSection } from './IntegrationSection';

/** Any other tool: a signed JSON POST to a URL of the owner's choosing. */
export const WebhookSection = () => {
  const { data, isPending, error } = useIntegrationList<Webhook>('webhooks');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <IntegrationSection
      id="webhooks-title"
      title="Webhooks"
      description="Send each new member as signed JSON to any URL, for tools without a built-in integration."
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Webhook
        </Button>
      }
    >
      {isPending ? (
        <IntegrationRowsSkeleton rows={1} />
      ) : error ? (
        <Alert severity="error">Your webhooks could not be loaded. {errorMessage(error)}</Alert>
      ) : !data?.length ? (
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
    </IntegrationSection>
  );
};

const WebhookRow = ({ webhook, onSecret, onEdit }: { webhook: Webhook; onSecret: (secret: string) => void; onEdit: () => void }) => {
  const toast = useToast();
  const remove = useRemoveIntegration<Webhook>('webhooks');
  const rotate = async () => {
    try {
      const { secret } = await api.integrations.webhooks.rotateSecret(webhook.id);
      onSecret(secret);
    } catch (error) {
      toast({ description: errorMessage(error), type: 'error' });
    }
  };

  return (
    <ConnectedIntegrationCard
      integration={webhook}
      icon={<WebhookIcon color="action" />}
      details={[webhook.url]}
      refusedBy="The endpoint"
      edit={{ label: 'Edit webhook', icon: <EditIcon fontSize="small" />, onClick: onEdit }}
      moreActions={
        <ConfirmActionButton
          action="Rotate secret"
          title={`Rotate the secret of ${webhook.name}?`}
          content="The current secret stops working at once; update the receiving endpoint with the new one."
          onConfirm={rotate}
          icon={<KeyIcon fontSize="small" />}
        />
      }
      removal={{
        action: 'Remove webhook',
        consequence: 'New members will no longer be sent to this URL.',
        onConfirm: () => remove(webhook),
      }}
    />
  );
};

interface AddWebhookDialogProps {
  open: boolean;
  onClose: () => void;
  onSecret: (secret: string) => void;
}

const AddWebhookDialog = ({ open, onClose, onSecret }: AddWebhookDialogProps) => {
  const toast = useToast();
  const { submit } = useSaveIntegration(queryKeys.webhooks, {
    success: { title: 'Integration Added', description: 'Your webhook has been added.' },
    failure: { description: 'Failed to add webhook.' },
  });

  const save = async ({ name, url, groupIds, trigger }: Partial<Webhook>) => {
    if (!name?.trim() || !url?.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
      return;
    }
    let secret = '';
    return submit(
      async () => {
        secret = (
          await api.integrations.webhooks.create({ name: name.trim(), url: url.trim(), groupIds: groupIds ?? null, trigger: trigger ?? 'approved' })
        ).secret;
      },
      () => {
        onClose();
        onSecret(secret);
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-webhook-title">
      {/* The dialog unmounts its content once closed, so the form starts empty each time. */}
      <SettingsDialogForm<Partial<Webhook>> record={NEW_WEBHOOK} onSubmit={save} onClose={onClose} submitLabel="Add Webhook" savingLabel="Adding…">
        <DialogTitle id="add-webhook-title">Add Webhook</DialogTitle>
        <WebhookInputs placeholder="https://example.com/joinflow" />
      </SettingsDialogForm>
    </Dialog>
  );
};

const NEW_WEBHOOK: Partial<Webhook> = { groupIds: null, trigger: 'approved' };

/** A webhook's fields, in both its dialogs; only an existing one can be paused. */
const WebhookInputs = ({ placeholder, children }: { placeholder?: string; children?: ReactNode }) => (
  <DialogContent>
    <Stack spacing={1} sx={{ pt: 1 }}>
      <TextInput source="name" label="Name" isRequired helperText={false} fullWidth />
      <TextInput source="url" label="URL" type="url" isRequired placeholder={placeholder} helperText={false} fullWidth />
      <GroupScopeInput />
      <TriggerInput />
      {children}
    </Stack>
  </DialogContent>
);

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
      <WebhookInputs>
        <ActiveInput />
      </WebhookInputs>
    </SettingsDialogForm>
  );
};
