import { useState } from 'react';
import { DataTable, DateField, List, TopToolbar } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { RevokeTokenButton } from './RevokeTokenButton';
import { TokenCreate } from './TokenCreate';
import { TokenEmpty } from './TokenEmpty';
import { TokenRevealDialog } from './TokenRevealDialog';
import { accessLabel, type ApiToken, type CreatedApiToken } from './types';

export const TokenList = () => {
  // Kept above the list: creating the first token swaps the empty state for the table,
  // and the secret must survive that swap until it has been copied.
  const [createdToken, setCreatedToken] = useState<CreatedApiToken | null>(null);

  return (
    <>
      <PageHeader title="API tokens" subtitle="Connect the JoinFlow CLI, scripts and the Chrome extension to your account" />
      <List<ApiToken>
        title="API tokens"
        sort={{ field: 'createdAt', order: 'DESC' }}
        // Rendering nothing until the first answer keeps a create dialog from opening in the
        // toolbar and then vanishing when the empty state replaces it.
        emptyWhileLoading
        actions={
          <TopToolbar>
            <TokenCreate onCreated={setCreatedToken} />
          </TopToolbar>
        }
        empty={<TokenEmpty onCreated={setCreatedToken} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="access" label="Access" render={(token: ApiToken) => accessLabel(token)} />
          <DataTable.Col source="createdAt" label="Created">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="lastUsedAt" label="Last used">
            <DateField source="lastUsedAt" showTime emptyText="Never" />
          </DataTable.Col>
          <DataTable.Col source="expiresAt" label="Expires">
            <DateField source="expiresAt" showTime emptyText="Never" />
          </DataTable.Col>
          <DataTable.Col label="" align="right">
            <RevokeTokenButton />
          </DataTable.Col>
        </DataTable>
      </List>
      <TokenRevealDialog token={createdToken} onClose={() => setCreatedToken(null)} />
    </>
  );
};
