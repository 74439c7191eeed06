import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useToast } from '../common/useToast';
import { PageNotification } from './PageNotification';

const Page = ({ name }: { name: string }) => {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <button onClick={() => toast({ description: `Saved on ${name}.`, type: 'success' })}>Save</button>
      <button
        onClick={() => {
          toast({ description: `Sent on from ${name}.`, type: 'info', keepOnNextPage: true });
          navigate('/b');
        }}
      >
        Send on
      </button>
    </>
  );
};

/**
 * Renders pages A, B and C; the returned function moves between them the way the browser's Back
 * and Forward buttons or a timed redirect do. (A click anywhere closes a toast already: react-admin
 * closes it on a click away.)
 */
function renderPages() {
  let navigate: NavigateFunction = () => {};
  render(
    <TestMemoryRouter initialEntries={['/a']} navigateCallback={(fn) => (navigate = fn)}>
      <AdminContext>
        <Routes>
          {['a', 'b', 'c'].map((name) => (
            <Route key={name} path={`/${name}`} element={<Page name={name.toUpperCase()} />} />
          ))}
        </Routes>
        <PageNotification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return (path: string) => act(() => navigate(path));
}

describe('PageNotification', () => {
  it('closes a toast left from one page when the person moves to another', async () => {
    const goTo = renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved on A.')).toBeVisible();

    await goTo('/b');
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    // Well before react-admin would hide it on its own (after 4 s).
    await waitFor(() => expect(screen.queryByText('Saved on A.')).not.toBeInTheDocument(), { timeout: 1500 });
  });

  it('shows a toast raised together with a move on the page moved to, and closes it when the person leaves that page', async () => {
    const goTo = renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'Send on' }));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(await screen.findByText('Sent on from A.')).toBeVisible();

    await goTo('/c');
    expect(await screen.findByRole('heading', { name: 'C' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sent on from A.')).not.toBeInTheDocument(), { timeout: 1500 });
  });
});
