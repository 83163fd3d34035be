/**
 * The request-access dialog's fields and buttons, by their accessible names
 * (docs/product.md#request-access-form).
 */
import type { Page } from '@playwright/test';
import { REQUEST_ACCESS } from '../../src/data/request-access.ts';

const { fields, buttons } = REQUEST_ACCESS;

/** Fills the required fields of both steps as Ruth of a secular food bank, leaving step 2 open. */
export async function fillRequiredFields(page: Page, email: string): Promise<void> {
  const f = requestForm(page);
  await f.firstName.fill('Ruth');
  await f.lastName.fill('Okafor');
  await f.email.fill(email);
  await f.organizationName.fill('Riverside Food Bank');
  await f.organizationType.selectOption('Secular');
  await f.next.click();
  await f.organizationSize.selectOption('11-50 employees');
}

export function requestForm(page: Page) {
  const dialog = page.getByRole('dialog', { name: REQUEST_ACCESS.heading });
  return {
    dialog,
    firstName: dialog.getByLabel(fields.firstName),
    lastName: dialog.getByLabel(fields.lastName),
    email: dialog.getByLabel(fields.email),
    organizationName: dialog.getByLabel(fields.organizationName),
    organizationType: dialog.getByLabel(fields.organizationType),
    organizationSize: dialog.getByLabel(fields.organizationSize),
    phone: dialog.getByLabel(fields.phone),
    comments: dialog.getByLabel(fields.comments),
    interest: (option: string) => dialog.getByRole('checkbox', { name: option, exact: true }),
    next: dialog.getByRole('button', { name: buttons.next }),
    back: dialog.getByRole('button', { name: buttons.back }),
    submit: dialog.getByRole('button', { name: buttons.submit }),
    close: dialog.getByRole('button', { name: REQUEST_ACCESS.close }),
  };
}
