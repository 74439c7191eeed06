import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { GroupScopeSelect } from '../integrations/GroupScopeSelect';
import { useSaveIntegration } from '../integrations/useSaveIntegration';
import { fieldErrors } from '../providers/apiErrors';

const EMPTY = { name: '', spreadsheetId: '', sheetName: 'Sheet1', description: '' };

export const AddSheetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [groupIds, setGroupIds] = useState<number[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, save: saveIntegration } = useSaveIntegration(queryKeys.sheets, {
    success: { title: 'Sheet Connected', description: 'New members will be added to this sheet.' },
    failure: { title: 'Error', description: 'Failed to add Google Sheets integration.' },
  });
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const close = () => {
    setForm(EMPTY);
    setGroupIds(null);
    setErrors({});
    onClose();
  };

  const save = async () => {
    if (!form.name.trim() || !form.spreadsheetId.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
      return;
    }
    setErrors({});
    const saved = await saveIntegration(async () => {
      try {
        return await api.integrations.sheets.create({
          name: form.name.trim(),
          spreadsheetId: form.spreadsheetId.trim(),
          sheetName: form.sheetName.trim() || 'Sheet1',
          description: form.description.trim() || undefined,
          isActive: true,
          groupIds,
        });
      } catch (error) {
        // A refusal about one field (a sheet this server can never write to) shows beside it.
        setErrors(fieldErrors(error) ?? {});
        throw error;
      }
    });
    if (saved) close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-sheet-title">
      <DialogTitle id="add-sheet-title">Connect a Google Sheet</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" required value={form.name} onChange={set('name')} fullWidth />
          <TextField
            label="Spreadsheet ID or URL"
            required
            value={form.spreadsheetId}
            onChange={set('spreadsheetId')}
            error={Boolean(errors.spreadsheetId)}
            helperText={errors.spreadsheetId ?? "Paste the sheet's address from your browser, or just the id between /d/ and /edit."}
            fullWidth
          />
          <TextField label="Sheet name" value={form.sheetName} onChange={set('sheetName')} helperText="The tab to add rows to." fullWidth />
          <TextField label="Description" value={form.description} onChange={set('description')} multiline minRows={2} fullWidth />
          <GroupScopeSelect value={groupIds} onChange={setGroupIds} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Connecting…' : 'Connect Sheet'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
