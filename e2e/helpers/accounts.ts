import type { Page } from 'playwright-core';

let counter = 0;

/** A fresh email that passes the pre-release gate. */
export function newEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}.401@example.com`;
}

/** Signs up through the modal, as a person would. */
export async function signUpThroughModal(
  page: Page,
  user: { name: string; email: string; password: string },
) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(user.name);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm Password').fill(user.password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs in through the modal. */
export async function signInThroughModal(page: Page, email: string, password: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}
