import { Checkbox, ThemeProvider, createTheme, getContrastRatio } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const muiTheme = createTheme(theme);

describe('theme colours', () => {
  it.each(['primary', 'secondary', 'info', 'warning', 'error', 'success'] as const)(
    '%s keeps 4.5:1 contrast as text on white and on the page, and under its own contrast text',
    (name) => {
      const { main, contrastText } = muiTheme.palette[name];
      expect(getContrastRatio(main, muiTheme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, muiTheme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps secondary text readable on the page background', () => {
    expect(getContrastRatio(muiTheme.palette.text.secondary, muiTheme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('checkbox names', () => {
  it('puts a checkbox’s aria-label on its input, not on the wrapping span that has no role', () => {
    const { container } = render(
      <ThemeProvider theme={muiTheme}>
        <Checkbox aria-label="Select this row" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });

  it('still names the input from inputProps', () => {
    render(
      <ThemeProvider theme={muiTheme}>
        <Checkbox inputProps={{ 'aria-label': 'Select all' }} />
        <Checkbox slotProps={{ input: { 'aria-label': 'Select page' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select page' })).toBeInTheDocument();
  });
});
