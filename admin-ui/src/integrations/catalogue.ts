const platformsWord = (count: number) => (count === 1 ? 'platform' : 'platforms');

/**
 * What JoinFlow delivers to, counted from the platforms that have an adapter; the rest are
 * listed for owners to ask for. "JoinFlow delivers to 27 platforms; 23 more are listed for you to ask for."
 */
export function platformCountLabel(delivered: number, listed: number, kind = ''): string {
  const noun = `${kind ? `${kind} ` : ''}${platformsWord(delivered)}`;
  const head = `JoinFlow delivers to ${delivered} ${noun}`;
  const more = listed - delivered;
  if (more <= 0) return `${head}.`;
  return `${head}; ${more} more ${more === 1 ? 'is' : 'are'} listed for you to ask for.`;
}

/** How many of the listed platforms JoinFlow delivers to (those with an adapter). */
export function deliveredCount(listed: { adapter: boolean }[]): number {
  return listed.filter((entry) => entry.adapter).length;
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
