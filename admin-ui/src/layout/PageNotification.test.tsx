import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { lazy, Suspense } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useToast } from '../common/useToast';
import { PageNotification, PageOnScreen } from './PageNotification';

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

  it('starts the countdown of a toast raised with a move only once the page moved to is on screen', async () => {
    // Page B's code arrives later than the toast would stay on its own, as on a slow phone.
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const SlowPage = lazy(() => arrived.then(() => ({ default: () => <h1>B</h1> })));
    render(
      <TestMemoryRouter initialEntries={['/a']}>
        <AdminContext>
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route path="/a" element={<Page name="A" />} />
              <Route path="/b" element={<SlowPage />} />
            </Routes>
            <PageOnScreen />
          </Suspense>
          <PageNotification autoHideDuration={300} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send on' }));
    expect(await screen.findByText('Sent on from A.')).toBeVisible();
    // Three times as long as its countdown: the toast is still waiting for its page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(screen.getByText('Sent on from A.')).toBeVisible();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByText('Sent on from A.')).toBeVisible();
    // Then it counts down as any toast does.
    await waitFor(() => expect(screen.queryByText('Sent on from A.')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
