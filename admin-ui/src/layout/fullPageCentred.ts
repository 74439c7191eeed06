/** A page with one thing in the middle of the window: the sign-in card, the "taking you to sign in" notice. */
export const fullPageCentred = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
} as const;
