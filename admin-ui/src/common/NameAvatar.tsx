import { Avatar, type SxProps, type Theme } from '@mui/material';

/** The initials' colour; every palette colour below keeps at least 4.5:1 contrast with it (WCAG AA). */
export const AVATAR_TEXT_COLOR = '#ffffff';

/** Deep shades of indigo, sky, emerald, amber, pink, violet, cyan and lime, dark enough for white initials. */
export const AVATAR_COLORS = ['#4338ca', '#0369a1', '#047857', '#b45309', '#be185d', '#6d28d9', '#0e7490', '#4d7c0f'];

/**
 * Two initials from the first and last word of a name, one for a one-word name, "?" when there is none.
 * Emoji and punctuation are not letters: "🐶 Dog Lovers!" is "DL", "(Amara)" is "A".
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]][0];
  const letters = words.length === 1 ? [first] : [first, [...words[words.length - 1]][0]];
  return letters.join('').toLocaleUpperCase();
}

/** The same name always gets the same colour, so people and groups are easy to tell apart at a glance. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}

interface NameAvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: number;
  variant?: 'circular' | 'rounded';
  sx?: SxProps<Theme>;
}

/** A picture when there is one; otherwise initials on a colour drawn from the name. */
export const NameAvatar = ({ name, imageUrl, size = 40, variant = 'circular', sx }: NameAvatarProps) => (
  <Avatar
    src={imageUrl ?? undefined}
    alt={name}
    variant={variant}
    sx={{ width: size, height: size, bgcolor: avatarColor(name), color: AVATAR_TEXT_COLOR, fontSize: size * 0.4, fontWeight: 600, ...sx }}
  >
    {initials(name)}
  </Avatar>
);
