import { expect, it } from 'vitest';
import { textColumns, textIssue, type DescribedText } from '../../../../src/lib/forms/described-fields.ts';

const field = (form: Partial<DescribedText['form']>, maxLength = 10): DescribedText => ({
  column: 'column',
  label: 'Label',
  maxLength,
  form: { kind: 'text', key: 'key', ...form },
});

it.each([
  [field({}), '  ', { kind: 'missing' }],
  [field({ optional: true }), '  ', null],
  [field({}), 'x'.repeat(11), { kind: 'too-long', limit: 10 }],
  // Postgres counts code points: ten emoji fit ten characters.
  [field({}), '😀'.repeat(10), null],
  [field({ type: 'email' }, 254), 'ruth@example', { kind: 'invalid-email' }],
  [field({ type: 'email' }, 254), ' ruth@example.org ', null],
  [field({ type: 'tel', optional: true }, 40), '+1 (555)', null],
  [field({ type: 'tel', optional: true }, 40), '+-', { kind: 'invalid-phone' }],
] as const)('textIssue: %o refuses %j as %o', (described, value, expected) => {
  expect(textIssue(described, value)).toEqual(expected);
});

it('textColumns trims each value into its column, an empty optional one null', () => {
  const fields = [
    { column: 'full_name', label: 'Name', form: { kind: 'text', key: 'name' } },
    { column: 'note', label: 'Note', form: { kind: 'text', key: 'note', optional: true } },
  ] as const;
  expect(textColumns(fields, { name: ' Ruth ', note: '  ' })).toEqual({ full_name: 'Ruth', note: null });
});
