import { Stack } from '@mui/material';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { PlaceholderTextInput } from './PlaceholderTextInput';
import { TEMPLATE_PLACEHOLDERS } from './placeholders';
import { TEMPLATE_CATEGORIES } from './types';

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
  </Stack>
);
