import { expect, type Page } from '@playwright/test';

/** The demo accounts the server seeds outside production (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Travel-2026!';
export const DEMO = {
  customer: { email: 'customer@example.com', name: 'Emma Collins' },
  agent: { email: 'agent@example.com', name: 'Daniel Okafor' },
  subagent: { email: 'subagent@example.com', name: 'Sofia Marquez' },
  subagent2: { email: 'subagent2@example.com', name: 'Liam Nguyen' },
} as const;

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}.${suffix}@example.com`;
}

/** Fills and sends the sign-in form of the page the browser is on (/login). */
export async function submitSignInForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in with your email' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login page and waits for the account home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitSignInForm(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
}

/** The signed-in account name in the header links to /account. */
export function headerAccountLink(page: Page, name: string) {
  return page.getByRole('banner').getByRole('link', { name });
}
