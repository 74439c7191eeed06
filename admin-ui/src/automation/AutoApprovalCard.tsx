import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Divider, Grid, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { BooleanInput, Form, NumberInput, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useToast } from '../common/useToast';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import { GroupSettingsCard, useGroupSetting } from './GroupSettingsCard';
import { toFormValues, toSettings, type AutoApprovalFormValues } from './autoApprovalForm';
import { RulePreview } from './RulePreview';
import type { AutoApprovalPreview } from './types';

const FieldGroup = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ pt: 2 }}>
    <Typography component="h3" variant="overline" color="text.secondary">
      {title}
    </Typography>
    {children}
  </Box>
);

const PreviewButton = ({ groupId, onPreview }: { groupId: number; onPreview: (preview: AutoApprovalPreview) => void }) => {
  const { getValues } = useFormContext<AutoApprovalFormValues>();
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const toast = useToast();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.previewAutoApproval(groupId, toSettings(getValues())),
    onSuccess: onPreview,
    onError: (error) => toast({ description: `The preview could not be made. ${errorMessage(error)}`, type: 'error' }),
  });
  return (
    <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => mutate()} disabled={isPending}>
      {isPending ? 'Previewing…' : 'Preview'}
    </Button>
  );
};

/** The form's inputs, each named as the API names the setting in its field errors. */
const AUTO_APPROVAL_FIELDS = [
  'enabled',
  'requireEmail',
  'requirePhone',
  'requireAllAnswers',
  'requireRulesAgreement',
  'requiredKeywords',
  'blockedKeywords',
  'minAccountAgeDays',
  'allowedLocations',
  'blockedLocations',
  'maxApprovalsPerHour',
];

export const autoApprovalKey = (groupId: number) => ['automation', groupId, 'auto-approval'];

/** Who gets in without a look: the group's rules, tried on its latest requests before they are saved. */
export const AutoApprovalCard = ({ groupId }: { groupId: number }) => {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const [preview, setPreview] = useState<AutoApprovalPreview | null>(null);
  const setting = useGroupSetting({
    queryKey: autoApprovalKey(groupId),
    load: () => dataProvider.getAutoApproval(groupId),
    update: (settings) => dataProvider.updateAutoApproval(groupId, settings),
    savedMessage: 'Auto-approval settings saved.',
    failedMessage: 'Failed to update auto-approval settings.',
    fields: AUTO_APPROVAL_FIELDS,
    // The group cards show whether auto-approval is on.
    alsoShownBy: [['groups']],
  });
  const record = useMemo(() => (setting.data ? toFormValues(setting.data) : undefined), [setting.data]);

  return (
    <GroupSettingsCard
      id="auto-approval-title"
      title="Auto-approval"
      description="Requests that meet every rule are approved; those with something you blocked are declined; the rest wait for you."
      loadFailure="The settings could not be loaded."
      placeholders={[40, 40, 40]}
      setting={{ ...setting, data: record }}
    >
      {(formValues) => (
        <Form record={formValues} onSubmit={(values: FieldValues) => setting.save(toSettings(values as AutoApprovalFormValues))}>
          <Box sx={{ pt: 1 }}>
            <BooleanInput source="enabled" label="Approve and decline requests automatically" helperText={false} />
          </Box>
          <FieldGroup title="Contact details">
            <BooleanInput source="requireEmail" label="Require an email address in the answers" helperText={false} />
            <BooleanInput source="requirePhone" label="Require a phone number in the answers" helperText={false} />
          </FieldGroup>
          <FieldGroup title="Answers">
            <BooleanInput source="requireAllAnswers" label="Every question must be answered" helperText={false} />
            <BooleanInput
              source="requireRulesAgreement"
              label="The member must agree to the group rules"
              helperText={false}
            />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput
                  source="requiredKeywords"
                  label="Required keywords"
                  helperText="Comma-separated; any one of them is enough"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput
                  source="blockedKeywords"
                  label="Blocked keywords"
                  helperText="Comma-separated; an answer with one is declined"
                />
              </Grid>
            </Grid>
          </FieldGroup>
          <FieldGroup title="Profile">
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 4 }}>
                <NumberInput
                  source="minAccountAgeDays"
                  label="Minimum account age (days)"
                  min={0}
                  helperText="0 turns this rule off"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextInput source="allowedLocations" label="Allowed locations" helperText="Comma-separated; empty allows all" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextInput source="blockedLocations" label="Blocked locations" helperText="Comma-separated" />
              </Grid>
            </Grid>
          </FieldGroup>
          <FieldGroup title="Pace">
            <NumberInput
              source="maxApprovalsPerHour"
              label="Maximum approvals per hour"
              min={1}
              helperText="50 when left empty. Requests past it wait for the next hour; they are never declined for it."
              sx={{ maxWidth: 360 }}
            />
          </FieldGroup>
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <PreviewButton groupId={groupId} onPreview={setPreview} />
            <SaveButton label="Save settings" alwaysEnable />
          </Stack>
          {preview && (
            <>
              <Divider sx={{ my: 3 }} />
              <RulePreview preview={preview} />
            </>
          )}
        </Form>
      )}
    </GroupSettingsCard>
  );
};
