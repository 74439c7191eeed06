import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { AVATAR_COLORS, AVATAR_TEXT_COLOR, NameAvatar, avatarColor, initials } from './NameAvatar';

describe('avatar initials', () => {
  it.each([
    ['Amara Okafor', 'AO'],
    ['amara de la Cruz Okafor', 'AO'],
    ['Amara', 'A'],
    ['  Amara  ', 'A'],
    ['🐶 Dog Lovers UK 🐾', 'DU'],
    ['Dog-Lovers!', 'D'],
    ['(Amara) "Okafor"', 'AO'],
    ['Zoë Ørsted', 'ZØ'],
    ['😀 🎉', '?'],
    ['', '?'],
    ['   ', '?'],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('shows the initials when there is no picture', () => {
    render(<NameAvatar name="Amara Okafor" />);
    expect(screen.getByText('AO')).toBeInTheDocument();
  });
});

describe('avatar colours', () => {
  it.each(AVATAR_COLORS)('%s keeps the initials at 4.5:1 contrast or more', (color) => {
    expect(getContrastRatio(color, AVATAR_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws every name a colour from that palette and writes its initials in the text colour', () => {
    for (const name of ['Amara Okafor', 'Ben Curious', 'Dog Lovers UK', 'Zoë Ørsted', '']) {
      expect(AVATAR_COLORS).toContain(avatarColor(name));
    }
    render(<NameAvatar name="Ben Curious" />);
    expect(getComputedStyle(screen.getByText('BC')).color).toBe('rgb(255, 255, 255)');
  });
});
