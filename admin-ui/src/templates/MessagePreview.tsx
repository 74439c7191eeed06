import { renderTemplate, type TemplateValues } from '@joinflow/rules/placeholders';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { facebookGroupUrl } from '../groups/groupUrl';

/** The member every preview is written to. */
export const SAMPLE_MEMBER = { name: 'Amara Okafor', email: 'amara@example.com' } as const;

/** A group to preview with when the owner has none yet. */
const SAMPLE_GROUP = { name: 'Your Facebook group', facebookGroupId: 'yourgroup' } as const;

export interface PreviewGroup {
  name: string;
  facebookGroupId: string;
}

/**
 * The values a message is rendered with for the sample member in `group`; without the member's
 * name when the owner chose not to personalise, as the API sends it.
 */
export function sampleValues(group: PreviewGroup | undefined, { withName = true } = {}): TemplateValues {
  const { name, facebookGroupId } = group ?? SAMPLE_GROUP;
  return {
    name: withName ? SAMPLE_MEMBER.name : null,
    email: SAMPLE_MEMBER.email,
    groupName: name,
    groupLink: facebookGroupUrl(facebookGroupId),
  };
}

interface MessagePreviewProps {
  text: string | null | undefined;
  values: TemplateValues;
  /** What the preview is of, said above it. */
  caption?: string;
}

/** The message as a member receives it, rendered by the same function the API sends it with. */
export const MessagePreview = ({ text, values, caption = `Preview for ${SAMPLE_MEMBER.name}` }: MessagePreviewProps) => {
  const labelId = useId();
  const rendered = text?.trim() ? renderTemplate(text, values) : '';
  return (
    <Box
      role="region"
      aria-labelledby={labelId}
      sx={{ mt: 1, mb: 2, p: 2, borderRadius: 2, bgcolor: 'grey.100', border: 1, borderColor: 'divider' }}
    >
      <Typography id={labelId} variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {caption}
      </Typography>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: rendered ? 'text.primary' : 'text.secondary' }}
      >
        {rendered || 'Type a message to see it here.'}
      </Typography>
    </Box>
  );
};
