/**
 * The request-access dialog's fields and buttons, by their accessible names
 * (docs/product.md#request-access-form), and Ruth of a food bank filling them.
 */
import type { Locator, Page } from '@playwright/test';
import { ORGANIZATION_SIZES, REQUEST_ACCESS } from '../../src/data/request-access.ts';

const { fields, buttons } = REQUEST_ACCESS;

/** Fills step 1 as Ruth of Riverside Food Bank, of the type given (its label), and stays there. */
export async function fillStepOne(page: Page, email: string, type: 'Faith-based' | 'Secular' = 'Secular') {
  const f = requestForm(page);
  await f.firstName.fill('Ruth');
  await f.lastName.fill('Okafor');
  await f.email.fill(email);
  await f.organizationName.fill('Riverside Food Bank');
  await f.organizationType.selectOption(type);
}

/** Fills the required fields of both steps as Ruth of a secular food bank, leaving step 2 open. */
export async function fillRequiredFields(page: Page, email: string): Promise<void> {
  await fillStepOne(page, email);
  await requestForm(page).next.click();
  await requestForm(page).organizationSize.selectOption(ORGANIZATION_SIZES[1]);
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
    // By role and the label's start: "Plan" is also inside an interest's name (Sermon Planning Tools).
    tier: dialog.getByRole('combobox', { name: new RegExp(`^${fields.tier}\\b`) }),
    phone: dialog.getByLabel(fields.phone),
    comments: dialog.getByLabel(fields.comments),
    honeypot: dialog.locator('input[name="website"]'),
    interest: (option: string) => dialog.getByRole('checkbox', { name: option, exact: true }),
    next: dialog.getByRole('button', { name: buttons.next }),
    back: dialog.getByRole('button', { name: buttons.back }),
    submit: dialog.getByRole('button', { name: buttons.submit }),
    close: dialog.getByRole('button', { name: REQUEST_ACCESS.close }),
  };
}

/** The toast showing this message (found by its description, which it must carry with its title). */
export function toast(page: Page, message: { title: string; description: string }) {
  return page
    .getByRole('listitem')
    .filter({ hasText: message.description })
    .filter({ hasText: message.title });
}

/**
 * The controls among `controls` that some toast on screen lies over, by their boxes, measured in one
 * pass in the page: a toast leaving or a row re-rendering between two measurements cannot stall it.
 */
export function coveredControls(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) => {
    const toasts = [...document.querySelectorAll('[data-toaster] li')].map((item) =>
      item.getBoundingClientRect(),
    );
    return elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return toasts.some(
          (toast) =>
            box.left < toast.right &&
            toast.left < box.right &&
            box.top < toast.bottom &&
            toast.top < box.bottom,
        );
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}
