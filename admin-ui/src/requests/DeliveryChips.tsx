import { Stack, Tooltip } from '@mui/material';
import { DeliveryStatusChip, deliveryStatusLabel } from '../deliveries/DeliveryStatusChip';
import type { RequestDelivery } from '../deliveries/types';

/** Where a member was sent, one chip per integration, coloured by how it went. */
export const DeliveryChips = ({ deliveries }: { deliveries: RequestDelivery[] | undefined }) => {
  if (!deliveries?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Deliveries">
      {deliveries.map((delivery) => (
        <Tooltip key={delivery.id} title={`${delivery.integrationName}: ${deliveryStatusLabel(delivery.status)}`}>
          <span>
            <DeliveryStatusChip status={delivery.status} label={delivery.integrationName} />
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
};
