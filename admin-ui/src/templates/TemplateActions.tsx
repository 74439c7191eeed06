import ApproveIcon from '@mui/icons-material/VerifiedOutlined';
import CopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { useToast } from '../common/useToast';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import type { MessageTemplate } from './types';

export const CopyTemplateButton = ({ template }: { template: MessageTemplate }) => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(template.template);
      toast({ title: 'Copied to Clipboard', description: `“${template.name}” is ready to paste.`, type: 'success' });
    } catch {
      toast({ description: 'Copying failed. Select the text and copy it yourself.', type: 'error' });
    }
  };
  return (
    <Tooltip title="Copy text">
      <IconButton aria-label="Copy" onClick={copy} size="small">
        <CopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

export const EditTemplateButton = ({ template }: { template: MessageTemplate }) => (
  <Tooltip title="Edit">
    <IconButton component={Link} to={`/message-templates/${template.id}`} aria-label="Edit" size="small">
      <EditIcon fontSize="small" />
    </IconButton>
  </Tooltip>
);

export const DeleteTemplateButton = ({ template }: { template: MessageTemplate }) => (
  <ConfirmDeleteButton
    resource="message-templates"
    record={template}
    action="Delete"
    title={`Delete “${template.name}”?`}
    content="Welcome messages that use this template go back to their own text."
    success="Template deleted."
    failure="Failed to delete message template."
  />
);

/** Approving templates is for people who look after content (manage_content) and super admins. */
export const ApproveTemplateButton = ({ template }: { template: MessageTemplate }) => {
  const { canAccess: mayApprove } = useCanAccess({ action: 'approve', resource: 'message-templates' });
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  // The version on screen is the one approved: an edit saved since then is refused, and the page reloads to show it.
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.approveTemplate(template.id, template.version),
    onSuccess: () => {
      toast({ description: `“${template.name}” approved. Automated messages can use it now.`, type: 'success' });
      refresh();
    },
    onError: (error) => {
      toast({ description: errorMessage(error), type: 'error' });
      refresh();
    },
  });
  if (template.isApproved || !mayApprove) return null;
  return (
    <Button size="small" startIcon={<ApproveIcon />} onClick={() => mutate()} disabled={isPending}>
      Approve
    </Button>
  );
};
