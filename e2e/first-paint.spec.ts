import { expect, test, type Browser } from '@playwright/test';
import { tourInfo } from './support/tours';

/**
 * The first paint needs no JavaScript (issue 10 §1): with scripts off, the server's HTML alone
 * shows the header and the page's heading, with the build's styles (the sticky header: its 64 px
 * bar and, from md, the products' row under it).
 */
test.use({ javaScriptEnabled: false });

test('with JavaScript off: home and sign-in show the header and their heading', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Travel Outlet home' })).toBeVisible();
  await expect(banner).toHaveCSS('height', '108px');
  await expect(
    banner.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Tours' }),
  ).toHaveAttribute('href', '/?tab=tour');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel more, pay less' }),
  ).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'What would you like to book?' })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // A page drawn from the API gets the shell: the header over the page's skeleton.
  await page.goto('/flights');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

const FLIGHTS =
  '/flights?tripType=roundtrip&departureAirport=JFK&destinationAirport=LAX&departureDate=09%2F20%2F2027&returnDate=09%2F27%2F2027&adults=1&children=0&cabin=A';
const MAP =
  '/hotels/map?address=-0.1275%2C51.5072&checkin=20270304&checkout=20270306&rooms=1&adults=2&label=London';

const HOTEL =
  '/hotel/U7JD0V23-SV-solvane-resorts-london-old-town?checkin=20270304&checkout=20270306&rooms=1&adults=2';
const HOTEL_NAME = 'Solvane Resorts London Old Town';

test('with JavaScript off: the results pages and /book show their own first screen', async ({
  page,
}) => {
  // The server fills the search in (apps/api/src/plugins/page-templates.ts).
  await page.goto(FLIGHTS);
  await expect(page.getByRole('heading', { level: 1, name: 'JFK ⇄ LAX' })).toBeVisible();
  await expect(
    page.getByText('Mon, Sep 20 – Mon, Sep 27 · Round trip · 1 adult · All cabins'),
  ).toBeVisible();
  await expect(page.getByText('Fri, Sep 17')).toBeVisible();

  await page.goto(MAP);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels near London' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute(
    'href',
    MAP.replace('/hotels/map?', '/hotels?'),
  );

  await page.goto('/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();

  // The hotel's header comes from the API's hotel catalogue.
  await page.goto(HOTEL);
  await expect(page.getByRole('heading', { level: 1, name: HOTEL_NAME })).toBeVisible();
  await expect(page.getByText('Solvane Resorts', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Check-in from \d\d:\d\d/)).toBeVisible();
});

test.describe('once the scripts run', () => {
  test.use({ javaScriptEnabled: true });

  test('the results take over the first screen where it stands', async ({ browser }) => {
    const boxOf = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(FLIGHTS);
      if (javaScriptEnabled) {
        await expect(page.locator('#root:not([inert])')).toBeAttached();
        await expect(page.getByText(/\d+ of \d+ flights/)).toBeVisible({ timeout: 20_000 });
      }
      const heading = page.getByRole('heading', { level: 1, name: 'JFK ⇄ LAX' });
      const box = await heading.boundingBox();
      const details = await page.getByText(/Mon, Sep 20 – Mon, Sep 27/).boundingBox();
      await context.close();
      return { box, details };
    };
    expect(await boxOf(true)).toEqual(await boxOf(false));
  });

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`/hotel/{id} takes over its header where it stands (${viewport.width} px)`, async ({
      browser,
    }) => {
      const boxesOf = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport });
        const page = await context.newPage();
        await page.goto(HOTEL);
        if (javaScriptEnabled) {
          await expect(page.locator('#root:not([inert])')).toBeAttached();
          await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
        }
        const boxes = await Promise.all([
          page.getByRole('heading', { level: 1, name: HOTEL_NAME }).boundingBox(),
          page.getByText(/^Check-in from \d\d:\d\d/).boundingBox(),
        ]);
        await context.close();
        return boxes;
      };
      expect(await boxesOf(true)).toEqual(await boxesOf(false));
    });
  }

  /** The boxes of `names`' headings on `url`, from the server's HTML alone or once React drew. */
  const headingBoxes = async (
    browser: Browser,
    url: string,
    viewport: { width: number; height: number },
    javaScriptEnabled: boolean,
    ready: RegExp,
  ) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport });
    const page = await context.newPage();
    await page.goto(url);
    if (javaScriptEnabled) {
      await expect(page.locator('#root:not([inert])')).toBeAttached();
      await expect(page.getByText(ready).first()).toBeVisible({ timeout: 20_000 });
    }
    const heading = page.getByRole('heading', {
      name: 'London Old Town and Windsor in a Day',
      exact: true,
    });
    const box = await heading.boundingBox();
    await context.close();
    return box;
  };

  // The tour's header and the booking summary's head come from the catalogue (issue 14 §5).
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`a tour's detail and booking pages take over their heading where it stands (${viewport.width} px)`, async ({
      browser,
      request,
    }) => {
      const info = await tourInfo(request, 'tour', 't-lon-one-day');
      const date = info.departures[0]!.date.slice(0, 10);
      for (const [url, ready] of [
        ['/tour/detail/t-lon-one-day', /Itinerary by day/],
        [`/tour/book/t-lon-one-day?date=${date}&rooms=2-0`, /Selling price/],
      ] as const) {
        const drawn = await headingBoxes(browser, url, viewport, true, ready);
        const served = await headingBoxes(browser, url, viewport, false, ready);
        expect(served, url).not.toBeNull();
        expect(drawn, url).toEqual(served);
      }
    });
  }
});
