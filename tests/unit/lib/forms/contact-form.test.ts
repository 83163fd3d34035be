import { expect, it } from 'vitest';
import {
  EMPTY_CONTACT,
  contactProblems,
  toContactMessage,
  trimContact,
} from '../../../../src/lib/forms/contact-form.ts';

// Every described field, optional ones empty, so a field added to the description needs no edit here.
const valid = { ...EMPTY_CONTACT, name: 'Ruth', email: 'ruth@example.org', message: 'We would like a demo.' };

it.each([
  [valid, {}],
  [{ ...valid, name: '' }, { name: 'required' }],
  [{ ...valid, email: '' }, { email: 'required' }],
  [{ ...valid, message: '' }, { message: 'required' }],
  // The email rule's cases: email-address.test.ts.
  [{ ...valid, email: 'ruth@example' }, { email: 'email' }],
  [{ ...valid, name: 'n'.repeat(121) }, { name: 'too-long' }],
  [{ ...valid, message: 'm'.repeat(5001) }, { message: 'too-long' }],
  [{ ...valid, email: `${'e'.repeat(250)}@x.org` }, { email: 'too-long' }],
  [EMPTY_CONTACT, { name: 'required', email: 'required', message: 'required' }],
])('contactProblems(%o) is %j', (fields, expected) => {
  expect(contactProblems(fields)).toEqual(expected);
});

it('trims every field, so blanks count as missing', () => {
  const trimmed = trimContact({
    ...EMPTY_CONTACT,
    name: '  Ruth ',
    email: ' ruth@example.org\n',
    message: '\t ',
  });
  expect(trimmed).toMatchObject({ name: 'Ruth', email: 'ruth@example.org', message: '' });
  expect(contactProblems(trimmed)).toEqual({ message: 'required' });
});

it('sends each field to its described column', () => {
  const { name, email, message } = valid;
  expect(toContactMessage(trimContact({ ...valid, name: ' Ruth ' }))).toMatchObject({ name, email, message });
});
