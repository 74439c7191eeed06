import type { DialogProps, Theme } from '@mui/material';
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5', dark: '#4338ca', light: '#818cf8', contrastText: '#ffffff' },
    // Text and chips in these colours keep WCAG AA contrast (4.5:1) on white and on the page background.
    secondary: { main: '#0369a1', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  shape: { borderRadius: 10 },
  sidebar: { width: 256, closedWidth: 64 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultLightTheme.components,
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiDialog: {
      styleOverrides: {
        // On a phone a dialog keeps a narrow margin, so its fields get nearly the screen's width.
        paper: ({ theme, ownerState }: { theme: Theme; ownerState: DialogProps }) =>
          ownerState.fullScreen
            ? {}
            : {
                [theme.breakpoints.down('sm')]: {
                  margin: 16,
                  width: 'calc(100% - 32px)',
                  maxWidth: 'calc(100% - 32px)',
                  maxHeight: 'calc(100% - 32px)',
                },
              },
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // A Checkbox given an aria-label (react-admin's "Select this row" is one) puts it on its wrapping
        // <span>, which has no role, and leaves the <input> unnamed for screen readers. The name belongs
        // on the input; inputProps keep working.
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ inputProps, 'aria-label': label }: CheckboxOwnerState) => ({ ...inputProps, 'aria-label': label ?? inputProps?.['aria-label'] }),
        },
      },
    },
    RaLayout: {
      styleOverrides: {
        // react-admin lets the page grow as wide as its widest table; on a phone that pushes the
        // header and cards off screen, so wide tables scroll inside their own card instead.
        root: {
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: {
      styleOverrides: {
        // A list may be no wider than the screen; a table wider than that scrolls inside the list.
        // On a phone react-admin paints the list's toolbar white and a full toolbar's height tall,
        // a white strip above its buttons: it keeps the page's background and its buttons' height.
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaList-main': { minWidth: 0 },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          [theme.breakpoints.down('sm')]: {
            '& .RaList-actions': { backgroundColor: 'transparent' },
          },
        }),
      },
    },
    RaTopToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: { backgroundColor: 'transparent', minHeight: 0, paddingBottom: theme.spacing(1) },
        }),
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          margin: '2px 8px',
          borderRadius: 8,
          '&.RaMenuItemLink-active': {
            backgroundColor: 'rgba(79,70,229,0.1)',
            color: '#4338ca',
            fontWeight: 600,
            '& .MuiSvgIcon-root': { color: '#4f46e5' },
          },
        },
      },
    },
  },
};
