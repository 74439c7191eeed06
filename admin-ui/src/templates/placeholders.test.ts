import { describe, expect, it } from 'vitest';
import { insertAt } from './placeholders';

describe('insertAt', () => {
  it.each([
    ['Hi !', 3, 3, { text: 'Hi {name}!', caret: 9 }],
    ['', 0, 0, { text: '{name}', caret: 6 }],
    ['Hi there!', 3, 8, { text: 'Hi {name}!', caret: 9 }],
    ['Hi', 10, 10, { text: 'Hi{name}', caret: 8 }],
  ])('%j at %d–%d', (text, start, end, expected) => {
    expect(insertAt(text, start, end, '{name}')).toEqual(expected);
  });
});
