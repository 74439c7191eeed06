import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useIntegrationList, useRemoveIntegration } from '../integrations/useIntegrationList';
import { IntegrationRowsSkeleton } from '../integrations/IntegrationRowsSkeleton';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { AddSheetDialog } from './AddSheetDialog';
import { GoogleAccountCard } from './GoogleAccountCard';
import { SHEET_COLUMNS, sheetTemplateLinks, truncateSpreadsheetId } from './template';
import type { SheetsIntegration } from './types';
import { ConnectedIntegrationCard } from '../integrations/ConnectedIntegrationCard';
import { IntegrationSection } from '../integrations/IntegrationSection';

const HOW_IT_WORKS = [
  'Connect your Google account once, in a small Google window.',
  'Make a copy of the template (a new, empty sheet works too), or use any sheet of your own.',
  'Connect the sheet here with its address and the tab to write to.',
  'Each approved member is added as a new row within seconds: date, group, name, email, phone, profile and answers.',
];

export const GoogleSheetsPage = () => {
  const [adding, setAdding] = useState(false);
  return (
    <OwnerPage title="Google Sheets" subtitle="Keep a spreadsheet of every new member">
      <Stack spacing={3}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TemplateButtons />
        </Stack>
        <GoogleAccountCard />
        <IntegrationSection
          id="connected-sheets-title"
          title="Connected Sheets"
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Connect Sheet
            </Button>
          }
        >
          <SheetList />
        </IntegrationSection>
        <Card component="section" aria-labelledby="how-it-works-title" variant="outlined">
          <CardContent>
            <Typography id="how-it-works-title" component="h2" variant="h6">
              How it works
            </Typography>
            <Box component="ol" sx={{ pl: 3, mb: 0 }}>
              {HOW_IT_WORKS.map((step) => (
                <Typography component="li" variant="body2" key={step} sx={{ mt: 0.5 }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Stack>
      <AddSheetDialog open={adding} onClose={() => setAdding(false)} />
    </OwnerPage>
  );
};

/** View Template opens the published template, or shows its columns when the install has none. */
const TemplateButtons = () => {
  const [showing, setShowing] = useState(false);
  const links = sheetTemplateLinks();
  return (
    <>
      {links.view ? (
        <Button variant="outlined" href={links.view} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
          View Template
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => setShowing(true)}>
          View Template
        </Button>
      )}
      <Button variant="outlined" href={links.copy} target="_blank" rel="noopener noreferrer" startIcon={<ContentCopyIcon />}>
        Make a Copy
      </Button>
      <Dialog open={showing} onClose={() => setShowing(false)} aria-labelledby="sheet-template-title">
        <DialogTitle id="sheet-template-title">The members sheet</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            On an empty sheet, JoinFlow writes this header row first, then one row for each new member:
          </Typography>
          <Box component="ol" aria-label="Sheet columns" sx={{ pl: 3, my: 0 }}>
            {SHEET_COLUMNS.map((column) => (
              <Typography component="li" variant="body2" key={column}>
                {column}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Make a Copy opens a new Google sheet; connect it here and leave it empty.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShowing(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const SheetList = () => {
  const { data, isPending, error } = useIntegrationList<SheetsIntegration>('google-sheets');
  if (isPending) return <IntegrationRowsSkeleton rows={3} />;
  if (error) return <Alert severity="error">Your sheets could not be loaded. {errorMessage(error)}</Alert>;
  if (!data?.length) {
    return (
      <Card variant="outlined" sx={{ py: 5, textAlign: 'center' }}>
        <TableChartIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>No sheets connected yet</Typography>
      </Card>
    );
  }
  return (
    <Stack spacing={1.5}>
      {data.map((sheet) => (
        <SheetRow key={sheet.id} sheet={sheet} />
      ))}
    </Stack>
  );
};

const SheetRow = ({ sheet }: { sheet: SheetsIntegration }) => {
  const remove = useRemoveIntegration<SheetsIntegration>('google-sheets', {
    failure: { title: 'Error', description: 'Failed to remove Google Sheets integration.' },
  });
  return (
    <ConnectedIntegrationCard
      integration={sheet}
      icon={<TableChartIcon color="success" />}
      details={[
        <>
          <span title={sheet.spreadsheetId ?? undefined}>
            {sheet.spreadsheetId ? truncateSpreadsheetId(sheet.spreadsheetId) : '—'}
          </span>{' '}
          · {sheet.sheetName}
        </>,
        sheet.description,
      ]}
      refusedBy="Google"
      removal={{
        action: 'Delete sheet',
        consequence: 'New members will no longer be added to this sheet. Rows already written stay in it.',
        onConfirm: () => remove(sheet),
      }}
    />
  );
};
