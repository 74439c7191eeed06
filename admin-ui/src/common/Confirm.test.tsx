import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { Confirm } from './Confirm';

describe('confirmation dialogs', () => {
  it('put no error icon on Cancel, and keep the icon on the confirming button', async () => {
    render(
      <AdminContext>
        <Confirm isOpen title="Disconnect “Dog Lovers UK”?" content="Sure?" confirm="Disconnect" cancel="Cancel" onConfirm={vi.fn()} onClose={vi.fn()} />
      </AdminContext>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Disconnect “Dog Lovers UK”?' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(dialog).toContainElement(cancel);
    expect(cancel.querySelector('svg')).toBeNull();
    expect(cancel.querySelector('[data-testid="ErrorOutlineOutlinedIcon"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Disconnect' }).querySelector('svg')).not.toBeNull();
  });
});
