import { Edit, SimpleForm, useRedirect } from 'react-admin';
import { useToast } from '../common/useToast';
import { OwnerPage } from '../owner/OwnerPage';
import { saveFailureToast } from '../common/saveFailureToast';
import { TemplateFormToolbar } from './TemplateFormToolbar';
import { TemplateInputs } from './TemplateInputs';
import type { MessageTemplate } from './types';

export const TemplateEdit = () => {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <OwnerPage title="Edit Message Template" subtitle="Changing an approved template's text sends it for approval again">
      <Edit<MessageTemplate>
        resource="message-templates"
        title="Edit Message Template"
        mutationMode="pessimistic"
        // The API decides which fields it takes; the form sends only what it edits.
        transform={({ name, category, description, template }) => ({ name, category, description, template })}
        mutationOptions={{
          onSuccess: (saved) => {
            toast({
              ...(saved.isApproved
                ? { description: 'Template updated.' }
                : {
                    title: 'Pending Approval',
                    description: 'Template updated. Automated messages can use it once it is approved.',
                  }),
              type: 'success',
              keepOnNextPage: true,
            });
            redirect('list', 'message-templates');
          },
          onError: (error) => toast(saveFailureToast('Failed to update message template.', error)),
        }}
      >
        <SimpleForm toolbar={<TemplateFormToolbar />}>
          <TemplateInputs />
        </SimpleForm>
      </Edit>
    </OwnerPage>
  );
};
