import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formFieldErrors } from '../common/fieldErrors';
import { saveFailureToast } from '../common/saveFailureToast';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';

interface GroupSettingOptions<Settings> {
  queryKey: QueryKey;
  load: () => Promise<Settings>;
  update: (settings: Settings) => Promise<Settings>;
  /** The toasts the spec gives this card for a save and for a refused one. */
  savedMessage: string;
  failedMessage: string;
  /** The form's inputs, each named as the API names the setting in its field errors. */
  fields: readonly string[];
  /** What else shows the setting and must be read again once it is saved. */
  alsoShownBy?: QueryKey[];
}

/**
 * One of a group's automation settings: loaded once, saved whole, with the spec's toasts, and on a refusal
 * the API's messages for the form to show under their inputs.
 */
export function useGroupSetting<Settings>(options: GroupSettingOptions<Settings>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery({ queryKey: options.queryKey, queryFn: options.load });

  const save = async (settings: Settings): Promise<Record<string, string> | undefined> => {
    try {
      const saved = await options.update(settings);
      queryClient.setQueryData(options.queryKey, saved);
      for (const queryKey of options.alsoShownBy ?? []) await queryClient.invalidateQueries({ queryKey });
      toast({ description: options.savedMessage, type: 'success' });
    } catch (saveError) {
      toast(saveFailureToast(options.failedMessage, saveError));
      return formFieldErrors(saveError, [...options.fields]);
    }
    return undefined;
  };

  return { data: query.data, isPending: query.isPending, error: query.error, save };
}

interface GroupSettingsCardProps<Settings> {
  id: string;
  title: string;
  description: ReactNode;
  /** Said when the setting cannot be loaded, before the API's reason. */
  loadFailure: string;
  /** The heights of the placeholders shown while it loads, one per input. */
  placeholders: number[];
  setting: { data: Settings | undefined; isPending: boolean; error: unknown };
  children: (settings: Settings) => ReactNode;
}

/** The card a group's automation setting sits in: its title, what it does, then its form once loaded. */
export function GroupSettingsCard<Settings>({
  id,
  title,
  description,
  loadFailure,
  placeholders,
  setting,
  children,
}: GroupSettingsCardProps<Settings>) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {setting.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {loadFailure} {errorMessage(setting.error)}
          </Alert>
        ) : setting.isPending || setting.data === undefined ? (
          <Stack spacing={1} sx={{ mt: 2 }} aria-busy>
            {placeholders.map((height, index) => (
              <Skeleton key={index} height={height} />
            ))}
          </Stack>
        ) : (
          children(setting.data)
        )}
      </CardContent>
    </Card>
  );
}
