/**
 * The shared JoinFlow members template: the header row delivery writes (date, group, first name,
 * last name, email, phone, profile URL, answers). Owners view it or make their own copy.
 */
export const SHEET_TEMPLATE_URL = 'https://docs.google.com/spreadsheets/d/1JoinFlowMembersTemplate0000000000000000000';

export const sheetTemplateCopyUrl = () => `${SHEET_TEMPLATE_URL}/copy`;

/** Long spreadsheet ids are cut to 20 characters in lists. */
export function truncateSpreadsheetId(id: string, length = 20): string {
  return id.length > length ? `${id.slice(0, length)}…` : id;
}
