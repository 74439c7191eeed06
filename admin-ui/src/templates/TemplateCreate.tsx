import { Create, SimpleForm, useRedirect } from 'react-admin';
import { useToast } from '../common/useToast';
import { OwnerPage } from '../owner/OwnerPage';
import { saveFailureToast } from '../common/saveFailureToast';
import { TemplateFormToolbar } from './TemplateFormToolbar';
import { TemplateInputs } from './TemplateInputs';
import type { MessageTemplate } from './types';

export const TemplateCreate = () => {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <OwnerPage title="New Message Template" subtitle="Write a message once and reuse it across your groups">
      <Create<MessageTemplate>
        resource="message-templates"
        title="New Message Template"
        mutationOptions={{
          onSuccess: () => {
            toast({
              title: 'Pending Approval',
              description:
                'Template created. Automated messages can use it once it is approved, usually within 2-3 business days.',
              type: 'success',
              keepOnNextPage: true,
            });
            redirect('list', 'message-templates');
          },
          onError: (error) => toast(saveFailureToast('Failed to create message template.', error)),
        }}
      >
        <SimpleForm toolbar={<TemplateFormToolbar />} defaultValues={{ category: 'general' }}>
          <TemplateInputs />
        </SimpleForm>
      </Create>
    </OwnerPage>
  );
};
