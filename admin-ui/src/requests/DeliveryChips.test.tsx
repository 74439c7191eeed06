import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryChips } from './DeliveryChips';

describe('delivery chips', () => {
  it('shows one chip per integration, coloured by how the delivery went', () => {
    render(
      <DeliveryChips
        deliveries={[
          { id: 1, integrationId: 5, integrationName: 'Newsletter list', integrationType: 'email', status: 'delivered' },
          { id: 2, integrationId: 21, integrationName: 'Welcome texts', integrationType: 'sms', status: 'failed' },
        ]}
      />,
    );

    const chips = within(screen.getByLabelText('Deliveries'));
    expect(chips.getByText('Newsletter list').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(chips.getByText('Welcome texts').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it('shows nothing for a member not sent anywhere', () => {
    const { container } = render(<DeliveryChips deliveries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
