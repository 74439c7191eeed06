/** "50+": the catalogue's size rounded down to a ten, so the claim always holds. */
export function platformCountLabel(count: number): string {
  if (count < 10) return String(count);
  return `${Math.floor(count / 10) * 10}+`;
}

/** Entries whose name, category or extra text contain the query, case-insensitively. */
export function matchesQuery(query: string, ...texts: (string | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}

/** Items grouped by `key`, the groups in order of first appearance after sorting by name. */
export function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const CATEGORY_LABELS: Record<string, string> = {
  'email-marketing': 'Email Marketing',
  crm: 'CRM',
  'marketing-automation': 'Marketing Automation',
  ecommerce: 'E-commerce',
  'lead-generation': 'Lead Generation',
  newsletter: 'Newsletter',
  'all-in-one': 'All-in-One',
  other: 'Other',
};

/** Category ids as the request form and catalogue show them; unknown ones are shown as given. */
export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;

export const REQUEST_CATEGORIES = Object.keys(CATEGORY_LABELS);
