import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, Chip, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { categoryLabel, deliveredCount, groupBy, matchesQuery, platformCountLabel } from './catalogue';
import { PlatformAvatar } from './PlatformAvatar';
import type { EmailPlatform, SupportedPlatform } from './types';

interface SupportedPlatformsProps {
  supported: SupportedPlatform[];
  platforms: EmailPlatform[];
  onConnect: (platformId: string) => void;
  onRequest: () => void;
}

/** The searchable list of every platform, grouped by category, with a way to ask for a missing one. */
export const SupportedPlatforms = ({ supported, platforms, onConnect, onRequest }: SupportedPlatformsProps) => {
  const [query, setQuery] = useState('');
  const connectable = new Map(platforms.map((platform) => [platform.id, platform]));
  const shown = supported.filter((platform) => matchesQuery(query, platform.name, categoryLabel(platform.category)));

  return (
    <Box component="section" aria-labelledby="supported-platforms-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box sx={{ flexShrink: 0 }}>
          <Typography id="supported-platforms-title" component="h2" variant="h6">
            Supported Platforms
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {platformCountLabel(deliveredCount(supported), supported.length)}
          </Typography>
        </Box>
        <TextField
          size="small"
          sx={{ width: { sm: 320 } }}
          placeholder="Search platforms..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search platforms' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {groupBy(shown, (platform) => categoryLabel(platform.category)).map(([category, entries]) => (
        <Box key={category} component="section" aria-label={category} sx={{ mb: 2.5 }}>
          <Typography component="h3" variant="overline" color="text.secondary">
            {category}
          </Typography>
          <Grid container spacing={1.5}>
            {entries.map((entry) => {
              const platform = connectable.get(entry.id);
              const available = platform?.adapter ?? false;
              return (
                <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
                  <Card variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', height: '100%' }}>
                    <PlatformAvatar name={entry.name} colour={platform?.colour} size={32} />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {entry.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {entry.authMethods.join(' · ')}
                      </Typography>
                    </Box>
                    {available ? (
                      <Button size="small" sx={{ flexShrink: 0 }} onClick={() => onConnect(entry.id)} aria-label={`Connect ${entry.name}`}>
                        Connect
                      </Button>
                    ) : (
                      <Chip size="small" label="Coming soon" sx={{ flexShrink: 0 }} />
                    )}
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </Box>
      ))}
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No platform matches “{query.trim()}”.
        </Typography>
      )}
      <Card variant="outlined" sx={{ p: 2, mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }}>Don&apos;t see your platform? Tell us which one you use and we will add it.</Typography>
        <Button variant="outlined" onClick={onRequest}>
          Request Integration
        </Button>
      </Card>
    </Box>
  );
};
