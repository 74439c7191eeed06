import { Card, CardContent } from '@mui/material';
import { EditBase, SimpleForm, useRecordContext, useRedirect } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { useToast } from '../common/useToast';
import { PlanFormToolbar, PlanInputs } from './PlanInputs';
import type { PlanRecord } from './types';

const Form = () => {
  const plan = useRecordContext<PlanRecord>();
  if (!plan) return null;
  return (
    <AdminPage title={`Edit ${plan.name}`} subtitle={`${plan.subscribers.toLocaleString('en-US')} ${plan.subscribers === 1 ? 'account is' : 'accounts are'} on this plan`}>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent>
          <SimpleForm toolbar={<PlanFormToolbar deletable />} sx={{ p: 0 }}>
            <PlanInputs />
          </SimpleForm>
        </CardContent>
      </Card>
    </AdminPage>
  );
};

/** /admin/plans/:id: every field of a plan, its sale status included; delete only when nobody used it. */
export const PlanEdit = () => {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <EditBase<PlanRecord>
      resource="plans"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (plan) => {
          toast({ title: 'Pricing Updated', description: `${plan.name} has been saved.`, type: 'success', keepOnNextPage: true });
          redirect('list', 'plans');
        },
      }}
    >
      <Form />
    </EditBase>
  );
};
