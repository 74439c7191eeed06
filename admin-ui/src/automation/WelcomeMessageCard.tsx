import { GROUP_POST_URL_MESSAGE, parseFacebookGroupPostUrl } from '@joinflow/rules/facebook';
import { Box } from '@mui/material';
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
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import type { Group } from '../groups/types';
import { MessagePreview, SAMPLE_MEMBER, sampleValues } from '../templates/MessagePreview';
import { PlaceholderTextInput } from '../templates/PlaceholderTextInput';
import { WELCOME_PLACEHOLDERS } from '../templates/placeholders';
import type { MessageTemplate } from '../templates/types';
import { GroupSettingsCard, useGroupSetting } from './GroupSettingsCard';
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
  const setting = useGroupSetting({
    queryKey: welcomeMessageKey(groupId),
    load: () => dataProvider.getWelcomeMessage(groupId),
    update: (settings: WelcomeMessageSettings) => dataProvider.updateWelcomeMessage(groupId, settings),
    savedMessage: 'Welcome message saved.',
    failedMessage: 'Failed to update welcome message.',
    fields: WELCOME_MESSAGE_FIELDS,
  });

  const save = (values: WelcomeMessageSettings) =>
    setting.save({
      enabled: Boolean(values.enabled),
      message: values.message ?? '',
      personalizeWithName: Boolean(values.personalizeWithName),
      tagNewMembers: Boolean(values.tagNewMembers),
      variants: (values.variants ?? []).map((variant) => variant?.trim() ?? '').filter(Boolean),
      templateId: values.templateId || null,
      welcomePostUrl: values.welcomePostUrl?.trim() || null,
    });

  return (
    <GroupSettingsCard
      id="welcome-message-title"
      title="Welcome message"
      description="Sent to each new member once they are approved. The Chrome extension posts it on Facebook."
      loadFailure="The welcome message could not be loaded."
      placeholders={[40, 120]}
      setting={setting}
    >
      {(data) => (
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
    </GroupSettingsCard>
  );
};
