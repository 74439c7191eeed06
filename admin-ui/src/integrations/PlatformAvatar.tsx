import { Avatar } from '@mui/material';
import { avatarColor } from '../common/NameAvatar';

interface PlatformAvatarProps {
  name: string;
  /** The platform's brand colour from the catalogue; otherwise one drawn from the name. */
  colour?: string;
  size?: number;
}

export const PlatformAvatar = ({ name, colour, size = 40 }: PlatformAvatarProps) => (
  <Avatar
    variant="rounded"
    aria-hidden
    sx={{ width: size, height: size, bgcolor: colour || avatarColor(name), fontSize: size * 0.45, fontWeight: 700 }}
  >
    {[...name.trim()][0]?.toUpperCase() ?? '?'}
  </Avatar>
);
