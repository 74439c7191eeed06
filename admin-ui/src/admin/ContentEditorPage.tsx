import { Card, CardContent, Typography } from '@mui/material';
import { AdminPage } from './AdminLayout';
import { OrderContentForm } from './OrderContentForm';

/** /admin/content: the public order page's headings. */
export const ContentEditorPage = () => (
  <AdminPage title="Content Editor" subtitle="The text visitors read on the order page">
    <Card sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Order page
        </Typography>
        <OrderContentForm />
      </CardContent>
    </Card>
  </AdminPage>
);
