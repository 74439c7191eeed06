import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OWNER_SHELL_ID } from '../prerender/ownerShellElement';
import { AppError, isPartOfTheAppMissing } from './AppError';

describe('AppError', () => {
  it('knows a part of the app that could not be fetched, in each browser’s words', () => {
    expect(isPartOfTheAppMissing(new TypeError('Failed to fetch dynamically imported module: https://joinflow.example/assets/owner-Boeuf1jP.js'))).toBe(true);
    expect(isPartOfTheAppMissing(new TypeError('error loading dynamically imported module: https://joinflow.example/assets/owner-Boeuf1jP.js'))).toBe(true);
    expect(isPartOfTheAppMissing(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPartOfTheAppMissing(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isPartOfTheAppMissing('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('says a page did not load and offers to reload it, taking away the owner’s prerendered frame that would hide it', () => {
    document.body.insertAdjacentHTML('beforeend', `<div id="${OWNER_SHELL_ID}">Dashboard</div>`);
    render(
      <MemoryRouter>
        <AppError error={new TypeError('Failed to fetch dynamically imported module: /assets/owner-Boeuf1jP.js')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page did not load');
    expect(screen.getByText(/Check your connection, then reload the page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.getElementById(OWNER_SHELL_ID)).toBeNull();
  });

  it('says something went wrong for any other failure, with the way back, and no code or message of the app', () => {
    render(
      <MemoryRouter>
        <AppError error={new TypeError("Cannot read properties of undefined (reading 'name')")} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });
});
