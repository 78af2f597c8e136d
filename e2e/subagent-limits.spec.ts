import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 13 §4, §6: an agent sets a sub-agent's limits (spec part 1 §5: LimitCabin, LimitAmount)
 * and the sub-agent, signed in, is offered that cabin only and no fare above the amount.
 */
test('a sub-agent books within the cabin and fare limits its agent set', async ({
  page: agent,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(agent, DEMO.agent.email);
  await agent.goto('/account/subusers');
  const list = agent.getByRole('table', { name: 'Your sub-agents' });
  await list.getByRole('button', { name: `Change the limits of ${DEMO.subagent2.name}` }).click();
  const dialog = agent.getByRole('dialog', { name: `Booking limits: ${DEMO.subagent2.name}` });
  await dialog.getByLabel('Cabin', { exact: true }).click();
  await agent.getByRole('option', { name: 'Economy', exact: true }).click();
  await dialog.getByRole('textbox', { name: /Highest fare/ }).fill('500');
  await expectNoSeriousAxeViolations(agent);
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('row', { name: new RegExp(DEMO.subagent2.name) });
  await expect(row).toContainText('Economy only');
  await expect(row).toContainText('Up to $500');

  // The sub-agent signs in in a browser of its own.
  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await signIn(sub, DEMO.subagent2.email);
  await sub.goto('/flights');
  // Only the one cabin is offered on the search form.
  const cabin = sub.getByLabel('Cabin', { exact: true });
  await expect(cabin).toBeDisabled();
  await expect(cabin.locator('option')).toHaveText(['Economy']);

  // What the server offers this account: economy fares of at most $500 per adult, no other.
  const departure = new Date();
  departure.setMonth(departure.getMonth() + 2);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${pad(departure.getMonth() + 1)}/${pad(departure.getDate())}/${departure.getFullYear()}`;
  const offered = await sub.evaluate(async (day) => {
    const refreshed = (await (
      await fetch('/api/Account/Refresh', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      })
    ).json()) as { data: { accessToken: string } };
    const search = new URLSearchParams({
      tripType: 'oneway',
      departureAirport: 'LAX',
      destinationAirport: 'JFK',
      departureDate: day,
      adult: '1',
      cabin: 'E',
    });
    const reply = (await (
      await fetch(`/api/AirTickets?${search}`, {
        headers: { authorization: `Bearer ${refreshed.data.accessToken}` },
      })
    ).json()) as {
      data: {
        offers: Array<{
          cabin: string;
          brands: Array<{ adultPrice: number; adultTax: number; adultCommission: number }>;
        }>;
      };
    };
    const { offers } = reply.data;
    const brands = offers.flatMap((offer) => offer.brands);
    return {
      count: brands.length,
      cabins: [...new Set(offers.map((offer) => offer.cabin))],
      // The limit is on one adult's total as this account pays it (spec part 1 §5).
      dearest: Math.max(
        ...brands.map((brand) => brand.adultPrice + brand.adultTax - brand.adultCommission),
      ),
    };
  }, date);
  expect(offered.count).toBeGreaterThan(0);
  expect(offered.cabins).toEqual(['E']);
  expect(offered.dearest).toBeLessThanOrEqual(50_000);
  await subContext.close();
});
