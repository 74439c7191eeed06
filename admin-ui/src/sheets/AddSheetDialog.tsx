import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { GroupScopeInput, SettingsDialogForm } from '../integrations/SettingsDialogActions';
import { useSaveIntegration } from '../integrations/useSaveIntegration';

interface SheetDraft {
  name?: string | null;
  spreadsheetId?: string | null;
  sheetName?: string | null;
  description?: string | null;
  groupIds?: number[] | null;
}

const EMPTY: SheetDraft = { sheetName: 'Sheet1', groupIds: null };

export const AddSheetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const toast = useToast();
  const { submit } = useSaveIntegration(queryKeys.sheets, {
    success: { title: 'Sheet Connected', description: 'New members will be added to this sheet.' },
    failure: { title: 'Error', description: 'Failed to add Google Sheets integration.' },
  });

  // A refusal about one field (a sheet this server can never write to) shows beside it.
  const save = async ({ name, spreadsheetId, sheetName, description, groupIds }: SheetDraft) => {
    if (!name?.trim() || !spreadsheetId?.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
      return;
    }
    return submit(
      () =>
        api.integrations.sheets.create({
          name: name.trim(),
          spreadsheetId: spreadsheetId.trim(),
          sheetName: sheetName?.trim() || 'Sheet1',
          description: description?.trim() || undefined,
          isActive: true,
          groupIds: groupIds ?? null,
        }),
      onClose,
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-sheet-title">
      {/* The dialog unmounts its content once closed, so the form starts empty each time. */}
      <SettingsDialogForm<SheetDraft> record={EMPTY} onSubmit={save} onClose={onClose} submitLabel="Connect Sheet" savingLabel="Connecting…">
        <DialogTitle id="add-sheet-title">Connect a Google Sheet</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextInput source="name" label="Name" isRequired helperText={false} fullWidth />
            <TextInput
              source="spreadsheetId"
              label="Spreadsheet ID or URL"
              isRequired
              helperText="Paste the sheet's address from your browser, or just the id between /d/ and /edit."
              fullWidth
            />
            <TextInput source="sheetName" label="Sheet name" helperText="The tab to add rows to." fullWidth />
            <TextInput source="description" label="Description" helperText={false} multiline minRows={2} fullWidth />
            <GroupScopeInput />
          </Stack>
        </DialogContent>
      </SettingsDialogForm>
    </Dialog>
  );
};
