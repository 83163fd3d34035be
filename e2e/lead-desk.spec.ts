/**
 * The lead desk against the real backend, as staff use it (polling on Playwright's clock, notes, a
 * reply from a template, All from this person, Erase person); what an erasure deletes is in
 * tests/db/erase-person.test.ts. The local backend has no mail server here, so mails stay queued.
 */
import {
  ERASE_PREVIEW_TEXT,
  ORGANIZATION_WORD,
  PERSON_TEXT,
  REPLY_TEXT,
  THREAD_TEXT,
} from '../src/admin/leads/answer-strings.ts';
import { ERASE_TEXT, NOTES_TEXT, NOTICE_TEXT } from '../src/admin/leads/desk-strings.ts';
import { LEAD_POLL_INTERVAL_MS } from '../src/admin/leads/use-visible-polling.ts';
import { LIST_TEXT, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { atEachWidth, expectAccessible, VIEWPORTS } from './support/a11y.ts';
import { adminClient, adminSession } from './support/admin-client.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { requestRow } from '../tests/support/lead-rows.ts';
import type { ErasurePreview } from '../src/lib/db/lead-answers.ts';
import { SITE } from '../src/data/site.ts';
import { exportCsv, insertAsVisitor, openTab, rowNamed } from './support/leads.ts';
import { expect, test } from './support/test.ts';

test("a new lead appears without a reload; its notes are added, exported, edited and deleted; a reply from a template is queued and the lead responded; All from this person shows the address's request, and Erase person there counts, asks, then leaves nothing from the address", async ({
  page,
  baseURL,
}) => {
  const t = `desk${Date.now().toString(36)}`;
  await page.clock.install();
  const staff = await adminClient(baseURL ?? '');
  const panel = await openTab(page, await adminSession(baseURL ?? '', staff), 'messages');
  await panel.getByLabel(LIST_TEXT.search).fill(t);
  await expect(panel.getByText(MESSAGES_TEXT.empty)).toBeVisible();

  await insertAsVisitor(baseURL, 'contact_messages', [
    {
      name: `Nia ${t}`,
      email: `nia.${t}@example.org`,
      message: 'Do you run youth programs?',
      display_mode: 'faith',
    },
  ]);

  await page.clock.runFor(LEAD_POLL_INTERVAL_MS);
  const lead = rowNamed(panel, `Nia ${t}`);
  await expect(lead).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(\\d[\\d,]*\\) Admin \\| ${SITE.name}$`));

  await lead.getByRole('button', { name: LIST_TEXT.moreDetails }).click();
  await expect(lead.getByText(NOTICE_TEXT.queued)).toBeVisible();
  await expect(lead.getByText(NOTES_TEXT.none)).toBeVisible();

  // A blank note is refused in the form; nothing is sent.
  await lead.getByRole('button', { name: NOTES_TEXT.add }).click();
  await expect(lead.getByText(NOTES_TEXT.empty)).toBeVisible();

  await lead.getByLabel(NOTES_TEXT.newNote).fill('Called back, =wants a demo');
  await lead.getByRole('button', { name: NOTES_TEXT.add }).click();
  const notes = lead.getByRole('list', { name: NOTES_TEXT.heading });
  await expect(notes.getByText('Called back, =wants a demo')).toBeVisible();
  await expect(notes.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(lead.getByLabel(NOTES_TEXT.newNote)).toHaveValue('');
  // The details with a note of one's own, at both widths.
  await atEachWidth(page, (viewport) => expectAccessible(page, `/admin, a lead with a note (${viewport})`));

  expect((await exportCsv(panel)).text).toContain(`${E2E_ADMIN.email}: Called back, =wants a demo`);

  await notes.getByRole('button', { name: NOTES_TEXT.edit }).click();
  await notes.getByLabel(NOTES_TEXT.editLabel).fill('Called back twice.');
  await notes.getByRole('button', { name: NOTES_TEXT.save }).click();
  await expect(notes.getByText('Called back twice.')).toBeVisible();
  await expect(notes.getByText(/\(edited\)$/)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await notes.getByRole('button', { name: NOTES_TEXT.delete }).click();
  await expect(lead.getByText(NOTES_TEXT.none)).toBeVisible();

  // A template fills the reply for this visitor (first name, the word of her mode); sending queues
  // it in the conversation and moves the message to responded, as Mark Responded would.
  await lead.getByLabel(REPLY_TEXT.template).selectOption({ index: 1 });
  const reply = lead.getByLabel(REPLY_TEXT.label);
  await expect(reply).toHaveValue(new RegExp(`^Hi Nia,[^]*\\b${ORGANIZATION_WORD.faith}\\b`));
  await reply.fill(`Hi Nia, yes: every Sunday. ${t}`);
  await lead.getByRole('button', { name: REPLY_TEXT.send }).click();
  const thread = lead.getByRole('list', { name: THREAD_TEXT.heading });
  await expect(thread.getByRole('listitem').filter({ hasText: t })).toContainText(THREAD_TEXT.states.queued);
  await expect(lead.getByText(MESSAGES_TEXT.statusLabels.responded, { exact: true })).toBeVisible();
  await expect(reply).toHaveValue('');

  // Erase person asks, then leaves no message or request from the address.
  const email = `ruth.${t}@example.org`;
  // One after the other, so the upper-case one is the newest.
  for (const address of [email, email.toUpperCase()])
    await insertAsVisitor(baseURL, 'contact_messages', [
      { name: `Ruth ${t}`, email: address, message: 'Please forget me after this.' },
    ]);
  await insertAsVisitor(baseURL, 'onboarding_requests', [requestRow(email)]);

  await panel.getByLabel(LIST_TEXT.search).fill(email);
  await panel.getByLabel(LIST_TEXT.search).press('Enter');
  const ruth = panel.getByRole('listitem').filter({ hasText: email }).first();
  await ruth.getByRole('button', { name: LIST_TEXT.moreDetails }).click();
  await ruth.getByRole('button', { name: PERSON_TEXT.open }).click();
  const person = page.getByRole('dialog', { name: PERSON_TEXT.heading });
  await expect(person.getByText(requestRow(email).organization_name)).toBeVisible();
  // The database's count, whose mails (one acknowledgement a day) depend on what is left of the
  // hourly cap after the suite's leads.
  const preview = async () => (await staff.rpc('erasure_preview', { email })).data as ErasurePreview;
  const counted = await preview();
  expect(counted).toMatchObject({ messages: 2, requests: 1, notes: 0, notices: 3, submission_log: 3 });
  await expect(person).toContainText(ERASE_PREVIEW_TEXT.deletes(counted));
  await page.setViewportSize(VIEWPORTS.phone);
  await expectAccessible(page, '/admin, all from this person (phone)');

  // Dismissing the question erases nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await person.getByRole('button', { name: ERASE_TEXT.button }).click();
  expect(await preview()).toEqual(counted);

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await person.getByRole('button', { name: ERASE_TEXT.button }).click();
  // Every row with the address, as counted: 3 leads, 3 notices, their mails and 3 submission-log entries.
  const erased = Object.values(counted).reduce((sum, value) => sum + value, 0);
  const toast = page.getByRole('listitem').filter({ hasText: ERASE_TEXT.done });
  await expect(toast).toContainText(ERASE_TEXT.doneDescription(erased));
  await expect(person).toBeHidden();
  // The question names the address as this lead spells it (the newest is the upper-case one).
  expect(asked).toBe(ERASE_TEXT.confirm(email.toUpperCase()));
  // What the erasure records (a count, never the address) is tests/db/erase-person.test.ts's.
  expect(Object.values(await preview())).toEqual(Object.values(counted).map(() => 0));
});
