import ExtensionIcon from '@mui/icons-material/ExtensionOutlined';
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

const Code = ({ children }: { children: string }) => (
  <Box
    component="code"
    sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
  >
    {children}
  </Box>
);

/** The extension is what sees join requests on Facebook; it is installed from the repository's build. */
export const ExtensionCard = () => (
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
          <Chip size="small" label="Ready to Install" color="info" variant="outlined" sx={{ mt: 0.5 }} />
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The extension captures join requests on Facebook and carries out your decisions and welcome messages.
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, my: 0, '& li': { mb: 0.75, typography: 'body2' } }}>
        <li>
          Build it with <Code>npm run build -w extension</Code>.
        </li>
        <li>
          In Chrome, open <Code>chrome://extensions</Code>, turn on Developer mode, choose Load unpacked and pick the{' '}
          <Code>extension/dist</Code> folder.
        </li>
        <li>
          In the extension&apos;s options, enter this JoinFlow address, <Code>{window.location.origin}</Code>, and an API
          token.
        </li>
      </Box>
      <Button component={Link} to="/settings/tokens" variant="outlined" size="small" sx={{ mt: 1.5 }}>
        Create an API token
      </Button>
    </CardContent>
  </Card>
);
