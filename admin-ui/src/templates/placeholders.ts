import type { TemplatePlaceholder } from '@joinflow/rules/placeholders';

/** Placeholders message templates may use: the set the API renders. */
export { placeholderToken, TEMPLATE_PLACEHOLDERS } from '@joinflow/rules/placeholders';

/** Welcome messages speak to the new member by name and can repeat their email. */
export const WELCOME_PLACEHOLDERS = ['name', 'email'] as const satisfies readonly TemplatePlaceholder[];

export interface Insertion {
  text: string;
  /** Where the caret goes afterwards: just past the inserted token. */
  caret: number;
}

/** Puts `token` in place of the selection (or at the caret when nothing is selected). */
export function insertAt(text: string, selectionStart: number, selectionEnd: number, token: string): Insertion {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
