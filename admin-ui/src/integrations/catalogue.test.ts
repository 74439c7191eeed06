import { describe, expect, it } from 'vitest';
import { categoryLabel, deliveredCount, groupBy, matchesQuery, platformCountLabel } from './catalogue';

describe('the platform catalogue', () => {
  it('counts only the platforms JoinFlow delivers to, and says how many more are listed', () => {
    expect(platformCountLabel(27, 50)).toBe('JoinFlow delivers to 27 platforms; 23 more are listed for you to ask for.');
    expect(platformCountLabel(1, 2)).toBe('JoinFlow delivers to 1 platform; 1 more is listed for you to ask for.');
    expect(platformCountLabel(8, 8, 'SMS')).toBe('JoinFlow delivers to 8 SMS platforms.');
  });

  it('counts a listed platform as delivered only when it has an adapter', () => {
    expect(deliveredCount([{ adapter: true }, { adapter: false }, { adapter: false }])).toBe(1);
  });

  it('matches a query in any of the texts, ignoring case and spaces', () => {
    expect(matchesQuery('  mail ', 'Mailchimp', 'Email Marketing')).toBe(true);
    expect(matchesQuery('crm', 'HubSpot', 'CRM')).toBe(true);
    expect(matchesQuery('sheets', 'HubSpot', 'CRM')).toBe(false);
    expect(matchesQuery('', 'anything')).toBe(true);
  });

  it('groups entries by category in alphabetical order', () => {
    const grouped = groupBy(
      [
        { name: 'HubSpot', category: 'CRM' },
        { name: 'Mailchimp', category: 'Email Marketing' },
        { name: 'Pipedrive', category: 'CRM' },
      ],
      (item) => item.category,
    );
    expect(grouped.map(([category, items]) => [category, items.map((item) => item.name)])).toEqual([
      ['CRM', ['HubSpot', 'Pipedrive']],
      ['Email Marketing', ['Mailchimp']],
    ]);
  });

  it('labels the request categories and keeps unknown ones', () => {
    expect(categoryLabel('ecommerce')).toBe('E-commerce');
    expect(categoryLabel('Email Marketing')).toBe('Email Marketing');
  });
});
