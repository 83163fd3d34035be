import { describe, expect, it } from 'vitest';
import {
  ERROR_TOAST_MS,
  toastFor,
  isSameMessage,
  SUCCESS_TOAST_MS,
  toastDurationMs,
  toastTimeRuns,
  withToast,
  type Toast,
} from '../../../../src/lib/ui/toast.ts';

const invalidEmail: Toast = {
  id: 1,
  tone: 'error',
  title: 'Invalid email',
  description: 'Please enter a valid email address.',
};
const loginSuccessful: Toast = { id: 2, tone: 'success', title: 'Login successful' };
const missing: Toast = {
  id: 3,
  tone: 'error',
  title: 'Missing information',
  description: 'Please fill out all fields.',
};

it('how long a toast stays: every toast leaves by itself, an error a little later than a success', () => {
  expect(toastDurationMs('success')).toBe(SUCCESS_TOAST_MS);
  expect(toastDurationMs('error')).toBe(ERROR_TOAST_MS);
  expect(SUCCESS_TOAST_MS).toBeGreaterThanOrEqual(4000);
  expect(ERROR_TOAST_MS).toBeGreaterThan(SUCCESS_TOAST_MS);
  // "A few seconds": gone within a quarter of a minute.
  expect(ERROR_TOAST_MS).toBeLessThanOrEqual(15_000);
});

it.each<[string, Omit<Toast, 'id'>, Omit<Toast, 'id'>, boolean]>([
  ['the same title and description', invalidEmail, { ...invalidEmail }, true],
  ['the same title, neither with a description', loginSuccessful, { ...loginSuccessful }, true],
  ['the same words in another tone', invalidEmail, { ...invalidEmail, tone: 'success' }, true],
  ['another title', invalidEmail, { ...invalidEmail, title: 'Invalid phone' }, false],
  ['another description', invalidEmail, { ...invalidEmail, description: 'Try again.' }, false],
  ['a description on one only', loginSuccessful, { ...loginSuccessful, description: 'Hello' }, false],
])('isSameMessage: %s: %s', (_case, a, b, same) => {
  expect(isSameMessage(a, b)).toBe(same);
});

describe('withToast', () => {
  const again = (toast: Toast, id: number): Toast => ({ ...toast, id });
  const repeated = again(invalidEmail, 9);
  const updated: Toast = { id: 9, tone: 'success', title: 'Status updated successfully' };
  const three = [invalidEmail, loginSuccessful, missing];

  it.each<[string, Toast[], Toast, Toast[]]>([
    ['the first toast', [], invalidEmail, [invalidEmail]],
    ['another message is added last', [invalidEmail], loginSuccessful, [invalidEmail, loginSuccessful]],
    // A new object, so its time starts over.
    ['the same message again replaces the old one', [invalidEmail], repeated, [repeated]],
    [
      'a repeated message moves to the end, the others in order',
      three,
      repeated,
      [loginSuccessful, missing, repeated],
    ],
    [
      'past three on screen (MAX_TOASTS) the oldest gives way',
      three,
      updated,
      [loginSuccessful, missing, updated],
    ],
    [
      'the outcome of the same action replaces an earlier one, whatever its words',
      [{ ...invalidEmail, about: 'post-save' }, loginSuccessful],
      { ...updated, about: 'post-save' },
      [loginSuccessful, { ...updated, about: 'post-save' }],
    ],
  ])('%s', (_case, list, toast, expected) => {
    expect(withToast(list, toast)).toEqual(expected);
  });

  it('leaves the list it was given alone', () => {
    const list = [invalidEmail];
    withToast(list, again(invalidEmail, 9));
    expect(list).toEqual([invalidEmail]);
  });
});

it('toastFor gives a new message the fresh id, and the same message again the id on screen, so it stays in place', () => {
  expect(toastFor([invalidEmail], loginSuccessful, 9)).toEqual({ ...loginSuccessful, id: 9 });
  const { id: _id, ...input } = invalidEmail;
  expect(toastFor([loginSuccessful, invalidEmail], input, 9)).toEqual(invalidEmail);
});

const undo = { ...loginSuccessful, action: { label: 'Undo', run: () => undefined } };
it.each<[string, Toast, boolean, boolean]>([
  ['a toast with an action, hovered or focused, waits', undo, true, false],
  ['a toast with an action, left alone, runs out', undo, false, true],
  ['a toast without one runs out even when hovered', loginSuccessful, true, true],
])('toastTimeRuns: %s', (_, toast, held, runs) => {
  expect(toastTimeRuns(toast, held)).toBe(runs);
});
