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
import { EMPTY_REQUEST_FORM, type RequestForm } from '../../../../src/lib/forms/request-form.ts';

const valid: RequestForm = {
  ...EMPTY_REQUEST_FORM,
  firstName: 'Ruth',
  lastName: 'Okafor',
  email: 'ruth@grace-church.org',
  organizationName: 'Grace Community Church',
  organizationType: 'faith',
  organizationSize: '11-50 employees',
};

describe.each<[string, Partial<RequestForm>, RequestIssue | null]>([
  ['a complete step 1', {}, null],
  ['no first name', { firstName: '' }, { kind: 'missing', fields: ['firstName'] }],
  ['a blank last name', { lastName: '   ' }, { kind: 'missing', fields: ['lastName'] }],
  ['no organization type', { organizationType: '' }, { kind: 'missing', fields: ['organizationType'] }],
  [
    'nothing at all',
    EMPTY_REQUEST_FORM,
    { kind: 'missing', fields: ['firstName', 'lastName', 'email', 'organizationName', 'organizationType'] },
  ],
  [
    'missing before invalid',
    { email: 'not-an-email', firstName: '' },
    { kind: 'missing', fields: ['firstName'] },
  ],
  ['an email without @', { email: 'ruth.grace-church.org' }, { kind: 'invalid-email', fields: ['email'] }],
  ['an email with two @', { email: 'ruth@@grace-church.org' }, { kind: 'invalid-email', fields: ['email'] }],
  [
    'an email with a space',
    { email: 'ruth okafor@grace-church.org' },
    { kind: 'invalid-email', fields: ['email'] },
  ],
  [
    'an email without a dot in the domain',
    { email: 'ruth@localhost' },
    { kind: 'invalid-email', fields: ['email'] },
  ],
  ['an email with spaces around it', { email: '  ruth@grace-church.org ' }, null],
  ['a first name of 100 characters', { firstName: 'a'.repeat(100) }, null],
  [
    'a first name of 101 characters',
    { firstName: 'a'.repeat(101) },
    { kind: 'too-long', fields: ['firstName'], limit: 100 },
  ],
  [
    'a last name of 101 characters',
    { lastName: 'b'.repeat(101) },
    { kind: 'too-long', fields: ['lastName'], limit: 100 },
  ],
  [
    'an organization name of 201 characters',
    { organizationName: 'c'.repeat(201) },
    { kind: 'too-long', fields: ['organizationName'], limit: 200 },
  ],
  [
    'an email of 255 characters',
    { email: `${'e'.repeat(246)}@mail.org` },
    { kind: 'too-long', fields: ['email'], limit: 254 },
  ],
  // Postgres counts characters: 100 emoji are 200 UTF-16 units but within the limit.
  ['100 emoji as a first name', { firstName: '🙏'.repeat(100) }, null],
])('stepOneIssue: %s', (_name, change, expected) => {
  it(expected ? `is ${expected.kind}` : 'passes', () =>
    expect(stepOneIssue({ ...valid, ...change })).toEqual(expected),
  );
});

describe.each<[string, Partial<RequestForm>, RequestIssue | null]>([
  ['a complete step 2', {}, null],
  ['no organization size', { organizationSize: '' }, { kind: 'missing-size', fields: ['organizationSize'] }],
  ['a phone with every allowed character', { phone: '+1 (555) 010-0100.' }, null],
  ['a blank phone', { phone: '   ' }, null],
  ['a phone with letters', { phone: '555-CALL-NOW' }, { kind: 'invalid-phone', fields: ['phone'] }],
  ['a phone without digits', { phone: '(-)' }, { kind: 'invalid-phone', fields: ['phone'] }],
  ['a phone of 41 characters', { phone: '1'.repeat(41) }, { kind: 'too-long', fields: ['phone'], limit: 40 }],
  ['comments of 2000 characters', { comments: 'x'.repeat(2000) }, null],
  [
    'comments of 2001 characters',
    { comments: 'x'.repeat(2001) },
    { kind: 'too-long', fields: ['comments'], limit: 2000 },
  ],
])('stepTwoIssue: %s', (_name, change, expected) => {
  it(expected ? `is ${expected.kind}` : 'passes', () =>
    expect(stepTwoIssue({ ...valid, ...change })).toEqual(expected),
  );
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
    const row = toOnboardingRequest(
      {
        ...valid,
        organizationType: 'secular',
        interests: [third, first],
        phone: ' +1 555 0100 ',
        comments: ' We would like a demo. ',
      },
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

describe.each([
  ['', false],
  ['   ', false],
  ['https://spam.example', true],
])('isLikelyBot with the honeypot at %o', (website, expected) => {
  it(`is ${expected}`, () => expect(isLikelyBot({ ...valid, website })).toBe(expected));
});

describe('fieldIssue and stepFieldIssues: what each field shows beside it', () => {
  it('flags every wrong field of a step, each with its own problem', () => {
    const form = { ...EMPTY_REQUEST_FORM, lastName: 'Okafor', email: 'ruth@riverside' };
    expect([...stepFieldIssues(form, 1)]).toEqual([
      ['firstName', { kind: 'missing', fields: ['firstName'] }],
      ['email', { kind: 'invalid-email', fields: ['email'] }],
      ['organizationName', { kind: 'missing', fields: ['organizationName'] }],
      ['organizationType', { kind: 'missing', fields: ['organizationType'] }],
    ]);
  });

  it('leaves optional fields alone when empty, and checks them when filled', () => {
    expect(fieldIssue(valid, 'phone')).toBeNull();
    expect(fieldIssue(valid, 'comments')).toBeNull();
    expect(fieldIssue({ ...valid, phone: 'call me' }, 'phone')).toEqual({
      kind: 'invalid-phone',
      fields: ['phone'],
    });
    expect(fieldIssue({ ...valid, phone: '5'.repeat(41) }, 'phone')).toEqual({
      kind: 'too-long',
      fields: ['phone'],
      limit: 40,
    });
  });

  it('asks for the size on step 2', () => {
    expect([...stepFieldIssues({ ...valid, organizationSize: '' }, 2).keys()]).toEqual(['organizationSize']);
    expect(stepFieldIssues(valid, 2).size).toBe(0);
  });
});
