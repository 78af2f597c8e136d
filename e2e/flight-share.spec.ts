import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expandSearchResult } from '@travel/contracts/flight-search-reply';

/** MM/DD/YYYY, `days` from today (UTC): far enough out that every flight is bookable. */
function usDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

test('a shared LAX–SFO itinerary opens on /flight-share and Book leads to /book', async ({
  page,
  request,
}) => {
  const departureDate = usDate(90);
  const returnDate = usDate(97);
  const query = new URLSearchParams({
    tripType: 'roundtrip',
    departureAirport: 'LAX',
    destinationAirport: 'SFO',
    departureDate,
    returnDate,
    adults: '1',
    children: '0',
  });

  // The results page the offer is shared from.
  await page.goto(`/flights?${query.toString()}`);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  const results = new URL(page.url());
  const searchUrl = `${results.pathname}${results.search}`;

  // The offer the results show, as the search API gives it, shared through the API.
  const search = await request.get('/api/AirTickets', {
    params: {
      tripType: 'roundtrip',
      departureAirport: 'LAX',
      destinationAirport: 'SFO',
      departureDate,
      returnDate,
      adult: 1,
    },
  });
  expect(search.status()).toBe(200);
  const [offer] = expandSearchResult((await search.json()).data).offers;
  expect(offer).toBeTruthy();
  const created = await request.post('/api/ShortLinks', {
    data: { kind: 'flight', target: searchUrl, data: { offer, searchUrl } },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()).data as { url: string };
  expect(url).toMatch(/^\/flight-share\/[A-Za-z2-9]{8}$/);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared itinerary' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Outbound: .*\(LAX\) → .*\(SFO\)$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Return: .*\(SFO\) → .*\(LAX\)$/ }),
  ).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Price and booking' });
  await expect(panel.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
  // WCAG 2.1 AA on the whole page, the shared itinerary's stop badges included.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  await panel.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();
});

test('an unknown share link says so and offers a new search', async ({ page }) => {
  await page.goto('/flight-share/Zz234567');
  await expect(
    page.getByRole('heading', { name: 'This link does not exist or has expired' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/$/);
});
