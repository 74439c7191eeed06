import { assert, describe, test } from 'vitest'
import { renderTemplate, unknownPlaceholders, type TemplateValues } from '../src/placeholders.js'

const member: TemplateValues = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  groupName: 'Dog Lovers UK',
  groupLink: 'https://www.facebook.com/groups/dogloversuk',
}

/*
 * Titles name the case in words: the runner reads {...} in a title as a
 * dataset field.
 */
describe('renderTemplate', () => {
  test.for([
      {
        label: 'every placeholder',
        text: 'Hi {first-name} {last-name}, welcome to {group-name} ({group-link}). We will write to {email}. — {name}',
        values: member,
        expected:
          'Hi Jane Doe, welcome to Dog Lovers UK (https://www.facebook.com/groups/dogloversuk). We will write to jane@example.com. — Jane Doe',
      },
      { label: 'name falls back to "there"', text: 'Hi {name}!', values: {}, expected: 'Hi there!' },
      { label: 'blank name falls back to "there"', text: 'Hi {name}!', values: { name: '   ' }, expected: 'Hi there!' },
      {
        label: 'name from first and last name',
        text: 'Hi {name}!',
        values: { firstName: 'Jane', lastName: 'Doe' },
        expected: 'Hi Jane Doe!',
      },
      { label: 'name from a first name alone', text: 'Hi {name}!', values: { firstName: 'Jane' }, expected: 'Hi Jane!' },
      {
        label: 'first and last name split from a full name',
        text: '{first-name}|{last-name}',
        values: { name: 'Jane Q Doe' },
        expected: 'Jane|Q Doe',
      },
      {
        label: 'given first and last names win over the split',
        text: '{first-name}|{last-name}|{name}',
        values: { name: 'Jane Q Doe', firstName: 'Janet', lastName: 'Doe-Smith' },
        expected: 'Janet|Doe-Smith|Jane Q Doe',
      },
      { label: 'a one-word name has no last name', text: '{first-name}|{last-name}', values: { name: 'Cher' }, expected: 'Cher|' },
      {
        label: 'missing values read as words, never as a gap',
        text: '{first-name}|{email}|{group-name}|{group-link}',
        values: {},
        expected: 'there|your email address|the group|the group on Facebook',
      },
      { label: 'a missing email', text: 'We will send the recipes to {email}.', values: { name: 'Jane' }, expected: 'We will send the recipes to your email address.' },
      { label: 'no name at all', text: 'Hi {first-name} {last-name}!', values: {}, expected: 'Hi there!' },
      { label: 'a missing last name takes its space before punctuation', text: 'Hi {first-name} {last-name}, welcome', values: { name: 'Cher' }, expected: 'Hi Cher, welcome' },
      { label: 'a missing last name between words', text: 'Dear {first-name} {last-name} of {group-name}', values: { name: 'Cher', groupName: 'Bakers' }, expected: 'Dear Cher of Bakers' },
      { label: 'a missing last name at the start of a line', text: 'Hi\n{last-name} welcome', values: { name: 'Cher' }, expected: 'Hi\nwelcome' },
      { label: 'a missing last name at the start', text: '{last-name} family', values: { name: 'Cher' }, expected: 'family' },
      { label: 'a missing last name inside a word keeps the word', text: 'x{last-name}y', values: { name: 'Cher' }, expected: 'xy' },
      { label: 'spacing inside a name is tidied', text: '{name}', values: { name: '  Jane \t  Doe ' }, expected: 'Jane Doe' },
      { label: 'placeholder names ignore case', text: '{Name} / {FIRST-NAME} / {Email}', values: member, expected: 'Jane Doe / Jane / jane@example.com' },
      { label: 'repeated placeholders', text: '{name}, {name}!', values: member, expected: 'Jane Doe, Jane Doe!' },
      { label: 'unknown placeholders stay as written', text: 'Use code {SUMMER20} or {firstName}', values: member, expected: 'Use code {SUMMER20} or {firstName}' },
      { label: 'spaced braces are not placeholders', text: '{ name }', values: member, expected: '{ name }' },
      { label: 'double braces keep the outer pair', text: '{{name}}', values: member, expected: '{Jane Doe}' },
      {
        label: 'a value holding a placeholder is not expanded again',
        text: 'Hi {name}',
        values: { name: '{email}', email: 'jane@example.com' },
        expected: 'Hi {email}',
      },
      { label: 'replacement patterns in values stay literal', text: 'Hi {name}', values: { name: "$& $1 $' $`" }, expected: "Hi $& $1 $' $`" },
      { label: 'markup is plain text', text: 'Hi {name}', values: { name: '<b>Jane</b>' }, expected: 'Hi <b>Jane</b>' },
      { label: 'an expression is never evaluated', text: 'Hi ${1+1} {name}', values: member, expected: 'Hi ${1+1} Jane Doe' },
      { label: 'an empty template', text: '', values: member, expected: '' },
    ] satisfies { label: string; text: string; values: TemplateValues; expected: string }[])('$label', ({ text, values, expected }) => {
      assert.equal(renderTemplate(text, values), expected)
    })
})

describe('unknownPlaceholders', () => {
  test.for([
      { label: 'all known', text: 'Hi {first-name} {last-name} of {group-name}, {group-link}, {name}, {email}', unknown: [] },
      { label: 'known in any letter case', text: '{NAME} {Email} {First-Name}', unknown: [] },
      {
        label: 'each unknown one once, in order',
        text: 'Hi {firstName} and {first_name}, {firstName} at {group-url}',
        unknown: ['{firstName}', '{first_name}', '{group-url}'],
      },
      { label: 'numbers and JSON are not placeholders', text: 'Price {10}, data {"a":1}, { name }', unknown: [] },
      { label: 'no placeholders', text: 'Welcome!', unknown: [] },
      { label: 'empty text', text: '', unknown: [] },
    ])('$label', ({ text, unknown }) => {
      assert.deepEqual(unknownPlaceholders(text), unknown)
    })
})
