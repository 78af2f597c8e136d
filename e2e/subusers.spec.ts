import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

test('an agent sees its two sub-agents and can switch a flag', async ({ page }) => {
  await signIn(page, DEMO.agent.email);
  await page.getByRole('link', { name: /Sub-users/ }).click();
  await expect(page).toHaveURL(/\/account\/subusers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sub-users' })).toBeVisible();

  const list = page.getByRole('table', { name: 'Your sub-agents' });
  await expect(list.getByRole('row')).toHaveCount(3); // header + two sub-agents
  await expect(list.getByRole('rowheader', { name: DEMO.subagent.name })).toBeVisible();
  await expect(list.getByRole('rowheader', { name: DEMO.subagent2.name })).toBeVisible();
  await expect(list.getByText(DEMO.subagent.email)).toBeVisible();
  await expect(list.getByText(DEMO.subagent2.email)).toBeVisible();

  // The super-user flag is saved (PUT /api/Subusers/{id}) and still set after a reload.
  const superUser = list.getByRole('switch', { name: `Super user: ${DEMO.subagent2.name}` });
  await expect(superUser).not.toBeChecked();
  await superUser.click({ force: true });
  await expect(page.getByText(`${DEMO.subagent2.name} has been updated.`)).toBeVisible();
  await page.reload();
  await expect(superUser).toBeChecked();
  await superUser.click({ force: true });
  await expect(superUser).not.toBeChecked();
  await page.reload();
  await expect(superUser).not.toBeChecked();
});

test('a customer gets the permission message on /account/subusers', async ({ page }) => {
  await signIn(page, DEMO.customer.email);
  // Customers have no sub-users card; the address typed by hand is refused by the API (403).
  await expect(page.getByRole('link', { name: /Sub-users/ })).toHaveCount(0);
  await page.goto('/account/subusers');
  await expect(page.getByRole('alert')).toHaveText(
    'You do not have permission to access this data.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
});
