import { Stack } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Group } from '../groups/types';
import { MessagePreview, SAMPLE_MEMBER, sampleValues } from './MessagePreview';
import { PlaceholderTextInput } from './PlaceholderTextInput';
import { TEMPLATE_PLACEHOLDERS } from './placeholders';
import { TEMPLATE_CATEGORIES } from './types';

/** The template as the sample member would get it in the owner's newest group, following the text as it is typed. */
const TemplatePreview = () => {
  const text = useWatch<{ template?: string }, 'template'>({ name: 'template' });
  const { data: groups } = useGetList<Group>('groups', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const group = groups?.[0];
  return (
    <MessagePreview
      text={text}
      values={sampleValues(group)}
      caption={group ? `Preview for ${SAMPLE_MEMBER.name} in ${group.name}` : `Preview for ${SAMPLE_MEMBER.name}`}
    />
  );
};

export const TemplateInputs = () => (
  <Stack sx={{ width: '100%', maxWidth: 720 }}>
    <TextInput source="name" label="Name" validate={[required('Please enter a template name.'), maxLength(120)]} />
    <SelectInput source="category" label="Category" choices={TEMPLATE_CATEGORIES} validate={required()} />
    <TextInput source="description" label="Description (optional)" validate={maxLength(500)} />
    <PlaceholderTextInput
      source="template"
      label="Template text"
      placeholders={TEMPLATE_PLACEHOLDERS}
      validate={[required('Please enter the template text.'), maxLength(2000)]}
      helperText="Placeholders are filled in for each member when the message is sent."
    />
    <TemplatePreview />
  </Stack>
);
