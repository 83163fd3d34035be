/**
 * The request-access dialog's fields and buttons, by their accessible names
 * (docs/product.md#request-access-form).
 */
import type { Page } from '@playwright/test';
import { REQUEST_ACCESS } from '../../src/data/request-access.ts';

const { fields, buttons } = REQUEST_ACCESS;

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
