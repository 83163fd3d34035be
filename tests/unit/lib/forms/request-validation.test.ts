import { describe, expect, it } from 'vitest';
import { FEATURE_INTERESTS } from '../../../../src/data/request-access.ts';
import {
  chosenInterests,
  fieldIssue,
  isLikelyBot,
  stepFieldIssues,
  stepOneIssue,
  stepTwoIssue,
  toOnboardingRequest,
  type RequestIssue,
} from '../../../../src/lib/forms/request-validation.ts';
import {
  EMPTY_REQUEST_FORM,
  REQUEST_TEXT_FIELDS,
  type RequestForm,
  type RequestTextField,
} from '../../../../src/lib/forms/request-form.ts';

const valid: RequestForm = {
  ...EMPTY_REQUEST_FORM,
  firstName: 'Ruth',
  lastName: 'Okafor',
  email: 'ruth@grace-church.org',
  organizationName: 'Grace Community Church',
  organizationType: 'faith',
  organizationSize: '11-50 employees',
};

const issue = (kind: RequestIssue['kind'], field: keyof RequestForm, limit?: number): RequestIssue =>
  ({ kind, fields: [field], ...(limit === undefined ? {} : { limit }) }) as RequestIssue;
const badEmail = issue('invalid-email', 'email');
const badPhone = issue('invalid-phone', 'phone');
const steps = { 1: stepOneIssue, 2: stepTwoIssue };
/** Each typed field's column length, as its description states it. */
const LIMIT = Object.fromEntries(
  REQUEST_TEXT_FIELDS.map(({ form, maxLength }) => [form.key, maxLength ?? 0]),
) as Record<RequestTextField, number>;

it.each<[1 | 2, string, Partial<RequestForm>, RequestIssue | null]>([
  [1, 'a complete step 1', {}, null],
  [1, 'no first name', { firstName: '' }, issue('missing', 'firstName')],
  [1, 'a blank last name', { lastName: '   ' }, issue('missing', 'lastName')],
  [1, 'no organization type', { organizationType: '' }, issue('missing', 'organizationType')],
  [1, 'missing before invalid', { email: 'not-an-email', firstName: '' }, issue('missing', 'firstName')],
  // The email rule's cases: email-address.test.ts.
  [1, 'an email without @', { email: 'ruth.grace-church.org' }, badEmail],
  [1, 'an email with spaces around it', { email: '  ruth@grace-church.org ' }, null],
  // Postgres counts characters: 100 emoji are 200 UTF-16 units but within the limit.
  [1, 'as many emoji as a first name holds', { firstName: '🙏'.repeat(LIMIT.firstName) }, null],
  [2, 'a complete step 2', {}, null],
  [2, 'no organization size', { organizationSize: '' }, issue('missing-size', 'organizationSize')],
  [2, 'a phone with every allowed character', { phone: '+1 (555) 010-0100.' }, null],
  [2, 'a blank phone', { phone: '   ' }, null],
  [2, 'a phone with letters', { phone: '555-CALL-NOW' }, badPhone],
  [2, 'a phone without digits', { phone: '(-)' }, badPhone],
])('step %i issue: %s', (step, _name, change, expected) => {
  expect(steps[step]({ ...valid, ...change })).toEqual(expected);
});

/** A value of `length` characters that the field refuses for nothing but its length. */
const filler = (key: RequestTextField, length: number) =>
  key === 'email' ? `${'e'.repeat(length - 9)}@mail.org` : (key === 'phone' ? '1' : 'a').repeat(length);

it.each(REQUEST_TEXT_FIELDS.map(({ form }) => form))(
  "$key takes its column's length and no more",
  ({ key, step }) => {
    const check = steps[step ?? 1];
    expect(check({ ...valid, [key]: filler(key, LIMIT[key]) })).toBeNull();
    expect(check({ ...valid, [key]: filler(key, LIMIT[key] + 1) })).toEqual(
      issue('too-long', key, LIMIT[key]),
    );
  },
);

it('step 1 with nothing at all names every missing field', () => {
  const fields = ['firstName', 'lastName', 'email', 'organizationName', 'organizationType'];
  expect(stepOneIssue(EMPTY_REQUEST_FORM)).toEqual({ kind: 'missing', fields });
});

describe('toOnboardingRequest', () => {
  const submittedAt = new Date('2026-11-21T10:30:00.000Z');

  it('trims every text, stores empty optional fields as null and no interest as an empty main_goal', () => {
    const row = toOnboardingRequest(
      { ...valid, firstName: ' Ruth ', email: ' ruth@grace-church.org\n', phone: '  ', comments: '\t' },
      submittedAt,
    );
    // The columns themselves are the description's (typed); what matters here is each value.
    expect(row).toMatchObject({
      first_name: 'Ruth',
      last_name: 'Okafor',
      email: 'ruth@grace-church.org',
      organization_name: 'Grace Community Church',
      organization_type: 'faith',
      organization_size: '11-50 employees',
      phone: null,
      comments: null,
      // docs/product.md#request-access-form: the interests joined by ', '; none picked joins to ''.
      main_goal: '',
      last_submission_time: '2026-11-21T10:30:00.000Z',
    });
  });

  it('joins the chosen interests with a comma and a space, in the order the form lists them', () => {
    const [first, , third] = FEATURE_INTERESTS.secular as [string, string, string];
    const form = { ...valid, organizationType: 'secular' as const, interests: [third, first] };
    const row = toOnboardingRequest(
      { ...form, phone: ' +1 555 0100 ', comments: ' We would like a demo. ' },
      submittedAt,
    );
    expect(row).toMatchObject({
      organization_type: 'secular',
      phone: '+1 555 0100',
      comments: 'We would like a demo.',
      main_goal: `${first}, ${third}`,
    });
  });

  it('drops interests of the other organization type', () => {
    const [secular] = FEATURE_INTERESTS.secular as [string];
    const [, faith] = FEATURE_INTERESTS.faith as [string, string];
    expect(chosenInterests({ ...valid, interests: [secular, faith] })).toEqual([faith]);
  });

  it('refuses a form that did not pass validation', () => {
    expect(() => toOnboardingRequest({ ...valid, organizationSize: '' }, submittedAt)).toThrow();
  });
});

it('isLikelyBot only with the honeypot filled', () => {
  const bot = ['', '   ', 'https://spam.example'].map((website) => isLikelyBot({ ...valid, website }));
  expect(bot).toEqual([false, false, true]);
});

describe('fieldIssue and stepFieldIssues: what each field shows beside it', () => {
  it('flags every wrong field of a step, each with its own problem', () => {
    const form = { ...EMPTY_REQUEST_FORM, lastName: 'Okafor', email: 'ruth@riverside' };
    const expected = [
      issue('missing', 'firstName'),
      badEmail,
      issue('missing', 'organizationName'),
      issue('missing', 'organizationType'),
    ];
    expect([...stepFieldIssues(form, 1)]).toEqual(expected.map((found) => [found.fields[0], found]));
  });

  it('leaves optional fields alone when empty, and checks them when filled', () => {
    expect([fieldIssue(valid, 'phone'), fieldIssue(valid, 'comments')]).toEqual([null, null]);
    expect(fieldIssue({ ...valid, phone: 'call me' }, 'phone')).toEqual(badPhone);
    expect(fieldIssue({ ...valid, phone: '5'.repeat(LIMIT.phone + 1) }, 'phone')).toEqual(
      issue('too-long', 'phone', LIMIT.phone),
    );
  });

  it('asks for the size on step 2', () => {
    expect([...stepFieldIssues({ ...valid, organizationSize: '' }, 2).keys()]).toEqual(['organizationSize']);
    expect(stepFieldIssues(valid, 2).size).toBe(0);
  });
});
