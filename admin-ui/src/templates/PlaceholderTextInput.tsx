import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useRef, type DragEvent } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { insertAt, placeholderToken } from './placeholders';

interface PlaceholderTextInputProps extends TextInputProps {
  placeholders: readonly string[];
}

/**
 * A multi-line text input with placeholder chips above it. Clicking a chip inserts it at the
 * caret (or over the selection); dragging one drops it where the pointer lets go, which the
 * browser places itself, exactly as for any dragged text.
 */
export const PlaceholderTextInput = ({ placeholders, source, ...inputProps }: PlaceholderTextInputProps) => {
  const { getValues, setValue } = useFormContext();
  const fieldRef = useRef<HTMLDivElement>(null);

  // A textarea keeps its selection when it loses focus, so the caret is still known here.
  const insert = (token: string) => {
    const textarea = fieldRef.current?.querySelector('textarea');
    const current = String(getValues(source) ?? '');
    const { text, caret } = insertAt(
      current,
      textarea?.selectionStart ?? current.length,
      textarea?.selectionEnd ?? current.length,
      token,
    );
    setValue(source, text, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    // The new value reaches the textarea on the next render; the caret is placed after it.
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(caret, caret);
    });
  };

  const startDrag = (event: DragEvent, token: string) => {
    event.dataTransfer.setData('text/plain', token);
    event.dataTransfer.effectAllowed = 'copy';
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          Placeholders:
        </Typography>
        {placeholders.map((placeholder) => {
          const token = placeholderToken(placeholder);
          return (
            <Tooltip key={placeholder} title="Click to insert at the cursor, or drag into the text">
              <Chip
                label={token}
                size="small"
                variant="outlined"
                color="primary"
                clickable
                draggable
                aria-label={`Insert ${token}`}
                onClick={() => insert(token)}
                onDragStart={(event) => startDrag(event, token)}
                sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', cursor: 'grab' }}
              />
            </Tooltip>
          );
        })}
      </Stack>
      <Box ref={fieldRef}>
        <TextInput source={source} multiline minRows={4} fullWidth {...inputProps} />
      </Box>
    </Box>
  );
};
