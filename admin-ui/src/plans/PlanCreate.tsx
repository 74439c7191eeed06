import { Card, CardContent } from '@mui/material';
import { CreateBase, SimpleForm, useRedirect } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { useToast } from '../common/useToast';
import { PlanFormToolbar, PlanInputs } from './PlanInputs';
import type { PlanRecord } from './types';

const NEW_PLAN: Partial<PlanRecord> = {
  billingPeriod: 'monthly',
  trialDays: 7,
  groupLimit: null,
  buttonText: 'Start Free Trial',
  isPopular: false,
  status: 'on_sale',
  description: '',
};

/** /admin/plans/create */
export const PlanCreate = () => {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <AdminPage title="Create a plan" subtitle="It goes on the order page once saved, unless hidden">
      <CreateBase<PlanRecord>
        resource="plans"
        mutationOptions={{
          onSuccess: (plan) => {
            toast({ title: 'Plan Created', description: `${plan.name} has been saved.`, type: 'success', keepOnNextPage: true });
            redirect('list', 'plans');
          },
        }}
      >
        <Card sx={{ borderRadius: 3 }}>
          <CardContent>
            <SimpleForm defaultValues={NEW_PLAN} toolbar={<PlanFormToolbar />} sx={{ p: 0 }}>
              <PlanInputs />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </AdminPage>
  );
};
