import { OwnerPage } from './OwnerPage';

export const Dashboard = () => <OwnerPage title="Dashboard" subtitle="Manage your Facebook group automation" />;
