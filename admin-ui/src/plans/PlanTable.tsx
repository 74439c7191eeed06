import type { ReactNode } from 'react';
import { DataTable, DateField, type DataTableProps } from 'react-admin';
import { PlanGroups, PlanName, PlanPrice, PlanSaleStatus, PlanTrial } from './PlanFields';

/**
 * The plans at a glance, wherever they are priced from: the admin area's plans list and the
 * super admin panel's Pricing Plans tab. `children` add columns after the plan's own.
 */
export const PlanTable = ({ children, ...props }: Omit<DataTableProps, 'children'> & { children?: ReactNode }) => (
  <DataTable bulkActionButtons={false} {...props}>
    <DataTable.Col source="name" label="Plan">
      <PlanName />
    </DataTable.Col>
    <DataTable.Col source="planType" label="Plan type" />
    <DataTable.Col source="price" label="Price">
      <PlanPrice />
    </DataTable.Col>
    <DataTable.Col source="trialDays" label="Free trial">
      <PlanTrial />
    </DataTable.Col>
    <DataTable.Col source="groupLimit" label="Groups">
      <PlanGroups />
    </DataTable.Col>
    <DataTable.Col source="status" label="Sale status">
      <PlanSaleStatus />
    </DataTable.Col>
    <DataTable.NumberCol source="subscribers" label="Subscribers" disableSort />
    <DataTable.Col source="createdAt" label="Created">
      <DateField source="createdAt" />
    </DataTable.Col>
    {children}
  </DataTable>
);
