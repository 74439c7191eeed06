import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameAvatar, initials } from './NameAvatar';

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
