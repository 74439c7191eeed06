import type { ComponentType } from 'react';
import { AccountSetupPage } from './AccountSetupPage';
import { CheckoutPage } from './CheckoutPage';
import { CustomerDashboardPage } from './CustomerDashboardPage';
import { CustomerLoginPage } from './CustomerLoginPage';
import { OrderDetailsPage } from './OrderDetailsPage';
import { OrderPaymentPage } from './OrderPaymentPage';

/** The purchase and customer pages, outside the owner layout. */
export const publicPages: readonly { path: string; page: ComponentType }[] = [
  { path: '/order2', page: OrderDetailsPage },
  { path: '/order3', page: OrderPaymentPage },
  { path: '/customer-login', page: CustomerLoginPage },
  { path: '/customer-dashboard', page: CustomerDashboardPage },
  { path: '/checkout/:planType', page: CheckoutPage },
  { path: '/account-setup', page: AccountSetupPage },
];
