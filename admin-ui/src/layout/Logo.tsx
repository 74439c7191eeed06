import { Box, Typography } from '@mui/material';

export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <Box
    component="svg"
    viewBox="0 0 64 64"
    aria-hidden
    sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
  >
    <rect width="64" height="64" rx="14" fill="#4f46e5" />
    <path
      d="M20 34l9 9 16-20"
      fill="none"
      stroke="#fff"
      strokeWidth="7"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </Box>
);

export const Logo = ({ size = 32, color = 'text.primary' }: { size?: number; color?: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <LogoMark size={size} />
    <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em', color }}>
      JoinFlow
    </Typography>
  </Box>
);
