import type { Page } from 'playwright-core';

/** Subscribes the signed-in person to Standard through the pricing section with the good card. */
export async function subscribeToStandard(page: Page) {
  await page.locator('#pricing').getByRole('button', { name: 'Choose Standard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Standard' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay $9.99 and subscribe' }).click();
  await page.getByText('You are now subscribed to the Standard plan.').waitFor();
  await dialog.waitFor({ state: 'detached' });
}
