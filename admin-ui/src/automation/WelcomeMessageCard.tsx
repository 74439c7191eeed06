import { GROUP_POST_URL_MESSAGE, parseFacebookGroupPostUrl } from '@joinflow/rules/facebook';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  BooleanInput,
  Form,
  maxLength,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useGetList,
  useGetOne,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { formFieldErrors } from '../common/fieldErrors';
import { saveFailureToast } from '../common/saveFailureToast';
import { useToast } from '../common/useToast';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import type { Group } from '../groups/types';
import { MessagePreview, SAMPLE_MEMBER, sampleValues } from '../templates/MessagePreview';
import { PlaceholderTextInput } from '../templates/PlaceholderTextInput';
import { WELCOME_PLACEHOLDERS } from '../templates/placeholders';
import type { MessageTemplate } from '../templates/types';
import type { WelcomeMessageSettings } from './types';

export const MAX_VARIANTS = 5;
const MAX_MESSAGE_LENGTH = 2000;

const messageRequiredWhenEnabled = (value: unknown, values: Partial<WelcomeMessageSettings>) =>
  values.enabled && !String(value ?? '').trim() ? 'Please enter the welcome message.' : undefined;

/** The same addresses the API accepts: a post or permalink in a facebook.com group. */
const groupPostUrl = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text && !parseFacebookGroupPostUrl(text) ? GROUP_POST_URL_MESSAGE : undefined;
};

/** Where new members are tagged: asked for only while tagging is on. */
const WelcomePostInput = () => {
  const tagging = useWatch<WelcomeMessageSettings, 'tagNewMembers'>({ name: 'tagNewMembers' });
  if (!tagging) return null;
  return (
    <TextInput
      source="welcomePostUrl"
      label="Welcome post address"
      type="url"
      validate={groupPostUrl}
      helperText="Open the post in your group on Facebook and copy its address (facebook.com/groups/…/posts/…). The Chrome extension comments on it, mentioning up to 5 new members at a time; without it, no one is tagged."
      fullWidth
    />
  );
};

const VariantsInput = () => {
  const variants = useWatch<WelcomeMessageSettings, 'variants'>({ name: 'variants' });
  return (
    <ArrayInput
      source="variants"
      label="Variants"
      helperText={`Up to ${MAX_VARIANTS} other wordings, rotated across new members so the group does not see the same text every time.`}
    >
      <SimpleFormIterator inline disableReordering disableClear disableAdd={(variants?.length ?? 0) >= MAX_VARIANTS}>
        <TextInput source="" label="Variant" multiline fullWidth validate={maxLength(MAX_MESSAGE_LENGTH)} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const TEMPLATES_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' as const } };

/** The first message as the sample member would get it, following the form as the owner types. */
const WelcomePreview = ({ groupId }: { groupId: number }) => {
  const { data: group } = useGetOne<Group>('groups', { id: groupId });
  const { data: templates } = useGetList<MessageTemplate>('message-templates', TEMPLATES_QUERY);
  const [message, personal, templateId] = useWatch<WelcomeMessageSettings>({
    name: ['message', 'personalizeWithName', 'templateId'],
  }) as [string | undefined, boolean | undefined, number | null | undefined];
  const template = templateId ? templates?.find((candidate) => candidate.id === templateId) : undefined;
  const what = template ? `“${template.name}”` : 'Preview';
  const caption = personal
    ? `${what} for ${SAMPLE_MEMBER.name}`
    : `${what} for ${SAMPLE_MEMBER.name}, without the member's name (personalization is off)`;
  return (
    <MessagePreview
      text={template ? template.template : message}
      values={sampleValues(group, { withName: Boolean(personal) })}
      caption={caption}
    />
  );
};

const TemplateInput = () => {
  const { data, isPending } = useGetList<MessageTemplate>('message-templates', TEMPLATES_QUERY);
  // Templates waiting for approval cannot be used in automated messages.
  const approved = data?.filter((template) => template.isApproved && template.isActive) ?? [];
  return (
    <SelectInput
      source="templateId"
      label="Approved template (optional)"
      choices={approved}
      optionText="name"
      emptyText="None: send the message above"
      isPending={isPending}
      helperText="Used instead of the message above. Only approved templates are listed."
      sx={{ minWidth: 320 }}
    />
  );
};

/** The form's inputs, each named as the API names the setting in its field errors; a variant by its place in the list. */
const WELCOME_MESSAGE_FIELDS = [
  'enabled',
  'message',
  'personalizeWithName',
  'tagNewMembers',
  'welcomePostUrl',
  'templateId',
  ...Array.from({ length: MAX_VARIANTS }, (_, index) => `variants.${index}`),
];

export const welcomeMessageKey = (groupId: number) => ['automation', groupId, 'welcome-message'];

/** The message each member gets once approved, with {name} and {email} filled in. */
export const WelcomeMessageCard = ({ groupId }: { groupId: number }) => {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data, isPending, error } = useQuery({
    queryKey: welcomeMessageKey(groupId),
    queryFn: () => dataProvider.getWelcomeMessage(groupId),
  });

  const save = async (values: WelcomeMessageSettings): Promise<Record<string, string> | undefined> => {
    const settings: WelcomeMessageSettings = {
      enabled: Boolean(values.enabled),
      message: values.message ?? '',
      personalizeWithName: Boolean(values.personalizeWithName),
      tagNewMembers: Boolean(values.tagNewMembers),
      variants: (values.variants ?? []).map((variant) => variant?.trim() ?? '').filter(Boolean),
      templateId: values.templateId || null,
      welcomePostUrl: values.welcomePostUrl?.trim() || null,
    };
    try {
      const saved = await dataProvider.updateWelcomeMessage(groupId, settings);
      queryClient.setQueryData(welcomeMessageKey(groupId), saved);
      toast({ description: 'Welcome message saved.', type: 'success' });
    } catch (saveError) {
      toast(saveFailureToast('Failed to update welcome message.', saveError));
      return formFieldErrors(saveError, WELCOME_MESSAGE_FIELDS);
    }
    return undefined;
  };

  return (
    <Card component="section" aria-labelledby="welcome-message-title">
      <CardContent>
        <Typography id="welcome-message-title" component="h2" variant="h6">
          Welcome message
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sent to each new member once they are approved. The Chrome extension posts it on Facebook.
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            The welcome message could not be loaded. {errorMessage(error)}
          </Alert>
        ) : isPending ? (
          <Stack spacing={1} sx={{ mt: 2 }} aria-busy>
            <Skeleton height={40} />
            <Skeleton height={120} />
          </Stack>
        ) : (
          // Array inputs look up the resource they belong to.
          <ResourceContextProvider value="groups">
            <Form record={data} onSubmit={(values: FieldValues) => save(values as WelcomeMessageSettings)}>
              <Box sx={{ pt: 1 }}>
                <BooleanInput source="enabled" label="Send a welcome message" helperText={false} />
              </Box>
              <PlaceholderTextInput
                source="message"
                label="Message"
                placeholders={WELCOME_PLACEHOLDERS}
                validate={[messageRequiredWhenEnabled, maxLength(MAX_MESSAGE_LENGTH)]}
                helperText="{name} becomes the member's name and {email} their email address."
              />
              <BooleanInput
                source="personalizeWithName"
                label="Personalize with the member's name"
                helperText={false}
              />
              <WelcomePreview groupId={groupId} />
              <BooleanInput source="tagNewMembers" label="Tag new members in the welcome post" helperText={false} />
              <WelcomePostInput />
              <Box sx={{ mt: 2 }}>
                <VariantsInput />
              </Box>
              <Box sx={{ mt: 2 }}>
                <TemplateInput />
              </Box>
              <Box sx={{ mt: 1 }}>
                <SaveButton label="Save welcome message" alwaysEnable />
              </Box>
            </Form>
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  );
};
