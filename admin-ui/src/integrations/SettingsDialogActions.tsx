import { Button, DialogActions, FormControlLabel, Switch } from '@mui/material';

/** Cancel and Save at the foot of an integration's settings dialog. */
export const SettingsDialogActions = ({ onClose, onSave, saving }: { onClose: () => void; onSave: () => void; saving: boolean }) => (
  <DialogActions sx={{ px: 3, pb: 2 }}>
    <Button onClick={onClose}>Cancel</Button>
    <Button variant="contained" onClick={onSave} disabled={saving}>
      {saving ? 'Saving…' : 'Save'}
    </Button>
  </DialogActions>
);

/** Whether the integration receives new members at all. */
export const ActiveSwitch = ({ checked, onChange }: { checked: boolean; onChange: (active: boolean) => void }) => (
  <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label="Active" />
);
