import { describe, expect, it } from 'vitest';
import { categoryLabel, groupBy, matchesQuery, platformCountLabel } from './catalogue';

describe('the platform catalogue', () => {
  it('derives the platform count from the catalogue length', () => {
    expect(platformCountLabel(52)).toBe('50+');
    expect(platformCountLabel(10)).toBe('10+');
    expect(platformCountLabel(67)).toBe('60+');
    expect(platformCountLabel(7)).toBe('7');
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
