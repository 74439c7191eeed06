import ExtensionIcon from '@mui/icons-material/ExtensionOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Link as MuiLink, Stack, Typography, type ChipProps } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { timeAgo } from '../common/time';
import {
  detectExtension,
  EXTENSION_DID_NOT_ANSWER,
  extensionStatusKey,
  handOffToken,
  type ExtensionStatus,
} from '../extension';
import { api } from '../providers/api';
import { errorMessage } from '../providers/apiErrors';

const Code = ({ children }: { children: string }) => (
  <Box
    component="code"
    sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
  >
    {children}
  </Box>
);

interface StateChip {
  label: string;
  color: ChipProps['color'];
}

/** One label for what the owner most needs to know, worst first. */
export function extensionState(status: ExtensionStatus | undefined, inThisBrowser: boolean): StateChip {
  if (status?.health === 'markup_changed') return { label: 'Facebook changed', color: 'warning' };
  if (status?.health === 'language_unsupported') return { label: 'Language not supported yet', color: 'warning' };
  if (status?.health === 'error') return { label: 'Needs attention', color: 'warning' };
  if (status?.connected) return { label: 'Connected', color: 'success' };
  if (status?.installed || inThisBrowser) return { label: 'Not connected', color: 'warning' };
  return { label: 'Not installed', color: 'default' };
}

type Install = ExtensionStatus['install'];

const STEP_LIST_SX = { pl: 2.5, my: 0, '& li': { mb: 0.75, typography: 'body2' } } as const;

const PinAndConnect = () => (
  <>
    <li>Pin it: choose the puzzle-piece icon next to Chrome&apos;s address bar, then the pin beside JoinFlow.</li>
    <li>Come back to this page and choose Connect extension. No token to copy.</li>
  </>
);

/**
 * How an owner installs the extension, with nothing to build: from the Chrome Web Store when the
 * server names its listing, else the packaged copy this server serves, step by step.
 */
export const InstallSteps = ({ install }: { install: Install | undefined }) => {
  if (install?.chromeWebStoreUrl) {
    return (
      <Box component="ol" sx={STEP_LIST_SX}>
        <li>
          Open JoinFlow in the{' '}
          <MuiLink href={install.chromeWebStoreUrl} target="_blank" rel="noopener noreferrer">
            Chrome Web Store
          </MuiLink>{' '}
          and choose Add to Chrome.
        </li>
        <PinAndConnect />
      </Box>
    );
  }
  if (install?.downloadUrl) {
    return (
      <Box component="ol" sx={STEP_LIST_SX}>
        <li>
          <MuiLink href={install.downloadUrl} download="joinflow-extension.zip">
            Download the extension
          </MuiLink>{' '}
          (a .zip file).
        </li>
        <li>
          Unzip it: double-click the file on a Mac, or right-click it and choose Extract All on Windows. Keep the folder
          where it is; Chrome runs the extension from it.
        </li>
        <li>
          In Chrome, type <Code>chrome://extensions</Code> in the address bar and turn on Developer mode (top right).
        </li>
        <li>Choose Load unpacked and pick the unzipped folder.</li>
        <PinAndConnect />
      </Box>
    );
  }
  return (
    <Typography variant="body2">
      The extension is not ready to download from this server yet. Ask whoever runs your JoinFlow server to package it
      or list it in the Chrome Web Store.
    </Typography>
  );
};

/**
 * The extension is what sees join requests on Facebook. The card shows what the API last heard
 * from it (connected, last seen, whether Facebook's page could be read) and connects the copy
 * installed in this browser with one click: a fresh token handed over without copy and paste.
 */
export const ExtensionCard = () => {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: extensionStatusKey, queryFn: () => api.extension.status() });
  const browser = useQuery({ queryKey: ['extension', 'in-this-browser'], queryFn: () => detectExtension() });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const connect = useMutation({
    mutationFn: async () => {
      // A token is minted only for an extension that is here to take it: minting revokes the old one.
      if (!(await detectExtension())) return { ok: false as const, error: EXTENSION_DID_NOT_ANSWER };
      return handOffToken((await api.extension.connect()).token);
    },
    onSuccess: (result) => {
      setOutcome(
        result.ok
          ? { severity: 'success', text: `The extension is connected as ${result.email}.` }
          : { severity: 'error', text: result.error },
      );
      void queryClient.invalidateQueries({ queryKey: ['extension'] });
    },
    onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
  });

  const state = status.data;
  const inThisBrowser = Boolean(browser.data);
  const chip = extensionState(state, inThisBrowser);
  const seen = state?.lastSeenAt ? `Last seen ${timeAgo(state.lastSeenAt)}` : null;

  return (
    <Card component="section" aria-labelledby="extension-title">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'rgba(14,165,233,0.12)', color: 'secondary.main' }}>
            <ExtensionIcon />
          </Avatar>
          <Box sx={{ flex: 1 }}>
            <Typography id="extension-title" component="h2" variant="h6" sx={{ lineHeight: 1.2 }}>
              Chrome Extension
            </Typography>
            {status.isPending ? null : (
              <Chip size="small" label={chip.label} color={chip.color} variant="outlined" sx={{ mt: 0.5 }} />
            )}
          </Box>
        </Stack>
        {status.error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            The extension&apos;s state could not be loaded. {errorMessage(status.error)}
          </Alert>
        ) : null}
        {state?.health === 'markup_changed' || state?.health === 'language_unsupported' || state?.health === 'error' ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {state.healthDetail ?? 'The extension could not read Facebook’s page.'} Requests it captured are kept.
            {state.health === 'language_unsupported'
              ? ' Switch Facebook to English, Spanish, Portuguese, French, German, Italian or Indonesian to go on.'
              : null}
          </Alert>
        ) : null}
        {state?.connected && state.health === 'unknown' ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            The extension has not read a member-requests page yet. Open one of your groups’ member requests on Facebook
            to check it works.
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The extension captures join requests on Facebook and carries out your decisions and welcome messages.
        </Typography>
        {seen ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {seen}
            {state?.version ? ` · version ${state.version}` : ''}
          </Typography>
        ) : null}
        {state?.connected ? null : <InstallSteps install={state?.install} />}
        {outcome ? (
          <Alert
            severity={outcome.severity}
            sx={{ mt: 1.5, overflowWrap: 'anywhere' }}
            role={outcome.severity === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" onClick={() => connect.mutate()} disabled={connect.isPending}>
            {state?.connected ? 'Reconnect extension' : 'Connect extension'}
          </Button>
          <Button component={Link} to="/settings/tokens" variant="outlined" size="small">
            Create an API token
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
