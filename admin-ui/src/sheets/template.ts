/**
 * The members sheet: the columns delivery writes as the header row of an empty sheet, then one row
 * per member. An install may publish a template spreadsheet of its own (VITE_SHEET_TEMPLATE_URL at
 * build time); without one, View Template shows the columns and Make a Copy opens a new, empty
 * Google sheet, which JoinFlow fills in from the first delivery.
 */
export const SHEET_COLUMNS = ['Date', 'Group', 'First name', 'Last name', 'Email', 'Phone', 'Profile URL', 'One column per membership question'];

export const NEW_GOOGLE_SHEET_URL = 'https://docs.google.com/spreadsheets/create';

export function sheetTemplateLinks(templateUrl: string | undefined = import.meta.env.VITE_SHEET_TEMPLATE_URL) {
  const url = templateUrl?.trim().replace(/\/+$/, '');
  return url ? { view: url, copy: `${url}/copy` } : { view: null, copy: NEW_GOOGLE_SHEET_URL };
}

/** Long spreadsheet ids are cut to 20 characters in lists. */
export function truncateSpreadsheetId(id: string, length = 20): string {
  return id.length > length ? `${id.slice(0, length)}…` : id;
}
