import { describe, expect, it } from 'vitest';
import { contactProblems, toContactMessage, trimContact } from '../../../../src/lib/forms/contact-form.ts';

const valid = { name: 'Ruth', email: 'ruth@example.org', message: 'We would like a demo.' };

describe.each([
  [valid, {}],
  [{ ...valid, name: '' }, { name: 'required' }],
  [{ ...valid, email: '' }, { email: 'required' }],
  [{ ...valid, message: '' }, { message: 'required' }],
  [{ ...valid, email: 'ruth@example' }, { email: 'email' }],
  [{ ...valid, email: 'ruth @example.org' }, { email: 'email' }],
  [{ ...valid, email: 'ruth@@example.org' }, { email: 'email' }],
  [{ ...valid, name: 'n'.repeat(121) }, { name: 'too-long' }],
  [{ ...valid, message: 'm'.repeat(5001) }, { message: 'too-long' }],
  [{ ...valid, email: `${'e'.repeat(250)}@x.org` }, { email: 'too-long' }],
  [
    { name: '', email: '', message: '' },
    { name: 'required', email: 'required', message: 'required' },
  ],
])('contactProblems(%o)', (fields, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(contactProblems(fields)).toEqual(expected));
});

it('trims every field, so blanks count as missing', () => {
  const trimmed = trimContact({ name: '  Ruth ', email: ' ruth@example.org\n', message: '\t ' });
  expect(trimmed).toEqual({ name: 'Ruth', email: 'ruth@example.org', message: '' });
  expect(contactProblems(trimmed)).toEqual({ message: 'required' });
});

it('sends each field to its described column', () => {
  expect(toContactMessage(trimContact({ ...valid, name: ' Ruth ' }))).toEqual(valid);
});
