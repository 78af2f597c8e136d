import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { payOnSandboxPage } from './support/sandbox-checkout';
import {
  departureLabel,
  fillContactAndTrip,
  fillTourist,
  pickListedTrip,
  readOperatorMail,
  searchFromHome,
  shiftDays,
} from './support/tours';

/**
 * Tours and cruises end to end as a visitor (issue 14 §5; spec part 2 §2–§5): the home tab, a
 * region and month, the list, the detail page's departures and rooms, the booking form, its
 * review, the hosted checkout's page, the result page, the order page waiting for the operator,
 * then the operator's confirmation mail and the order confirmed.
 */
test.describe.configure({ timeout: 150_000 });

const ADULT_BIRTHDAYS = ['1990-05-20', '1988-06-23'];

test('a tour for two adults and a child with a bed in two rooms, from the home tab to confirmed', async ({
  page,
  request,
}) => {
  const month = await searchFromHome(page, 'tour', 3);
  await expectNoSeriousAxeViolations(page);
  // Guaranteed to run (the simulated operator confirms it), places for three, a single room
  // and a child's price with a bed.
  const { info, departure } = await pickListedTrip(page, request, 'tour', month, (_, d) => {
    const codes = d.options.map((o) => o.Code);
    return d.guaranteed && d.placesLeft >= 3 && codes.includes('1') && codes.includes('bedchild');
  });
  await page.getByRole('link', { name: `View details of ${info.TourName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: info.TourName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the itinerary (PDF)' })).toBeVisible();

  await page
    .getByRole('radio', { name: new RegExp(`^${departureLabel(departure.date)} –`) })
    .check();
  const rooms = page.getByRole('region', { name: 'Rooms' });
  await rooms.getByRole('button', { name: 'Add a room' }).click();
  const room1 = rooms.getByRole('group', { name: 'Room 1' });
  const room2 = rooms.getByRole('group', { name: 'Room 2' });
  await room1.getByRole('button', { name: 'Fewer adults' }).click();
  await room1.getByRole('button', { name: 'More children' }).click();
  const bed = room1.getByRole('checkbox', { name: /bed/i });
  if (await bed.count()) await bed.check();
  while ((await room2.getByRole('status').first().innerText()).trim() !== '1') {
    await room2.getByRole('button', { name: 'Fewer adults' }).click();
  }
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByText('Total for 3 travellers')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await price.getByRole('link', { name: 'Book' }).click();

  await expect(page).toHaveURL(new RegExp(`/tour/book/${info.TourID}\\?`));
  await expect(page.getByRole('heading', { name: 'Book your tour' })).toBeVisible();
  // Nothing filled in: the spec's messages, and the page stays.
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Please fill in First name').first()).toBeVisible();
  await fillTourist(page, 'Room 1 · Adult 1', 'Ada', ADULT_BIRTHDAYS[0]!);
  await fillTourist(page, 'Room 1 · Child 1', 'Grace', shiftDays(departure.date, -6 * 365));
  await fillTourist(page, 'Room 2 · Adult 1', 'Alan', ADULT_BIRTHDAYS[1]!);
  const email = `ada.tour.${Date.now()}@example.com`;
  await fillContactAndTrip(page, {
    email,
    from: departure.date,
    to: departure.returnDate,
    insurance: 'I bought insurance myself',
  });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page).toHaveURL(new RegExp(`/tour/book/${info.TourID}/confirm$`));
  await expect(page.getByText('Grace Lovelace (Child)')).toBeVisible();
  await expect(page.getByText(`Ada Lovelace · +33 612345678 · ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Book and pay' }).click();
  await payOnSandboxPage(page);

  // The return page hands a tour to its own result page.
  await expect(page).toHaveURL(/\/tour\/book\/complete\?session_id=cs_test_/, { timeout: 60_000 });
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(info.TourName)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'View order' }).click();

  await expect(page).toHaveURL(/\/order-tour\/[A-Z0-9]+$/);
  const orderNo = page.url().split('/').pop()!;
  await expect(page.getByText('Waiting for the operator to confirm')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('left');

  expect(await readOperatorMail(request, email)).toBe(`Confirmed: ${info.TourName} (${orderNo})`);
  await page.reload();
  await expect(
    page.getByText('The operator confirmed your booking', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a balcony cabin on a cruise, from the home tab to confirmed', async ({ page, request }) => {
  const month = await searchFromHome(page, 'cruise', 4);
  const { info, departure } = await pickListedTrip(page, request, 'cruise', month, (trip, d) =>
    Boolean(
      d.guaranteed &&
      d.placesLeft >= 2 &&
      trip.cruise?.ship.kind === 'ocean' &&
      trip.cruise.cabins.some((cabin) => cabin.category === 'balcony'),
    ),
  );
  const balcony = info.cruise!.cabins.find((cabin) => cabin.category === 'balcony')!;
  await page.getByRole('link', { name: `View details of ${info.TourName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: info.TourName })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cabin categories' })).toContainText(balcony.name);

  await page
    .getByRole('radio', { name: new RegExp(`^${departureLabel(departure.date)} –`) })
    .check();
  await page
    .getByRole('combobox', { name: 'Cabin category' })
    .selectOption({ label: `Balcony · ${balcony.name}` });
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByText('Port charges and gratuities')).toBeVisible();
  await expect(price.getByRole('link', { name: 'Book' })).toHaveAttribute(
    'href',
    new RegExp(`cabin=${balcony.code}`),
  );
  await expectNoSeriousAxeViolations(page);
  await price.getByRole('link', { name: 'Book' }).click();

  await expect(page.getByRole('heading', { name: 'Book your cruise' })).toBeVisible();
  await fillTourist(page, 'Cabin 1 · Adult 1', 'Ada', ADULT_BIRTHDAYS[0]!);
  await fillTourist(page, 'Cabin 1 · Adult 2', 'Alan', ADULT_BIRTHDAYS[1]!);
  const email = `ada.cruise.${Date.now()}@example.com`;
  await fillContactAndTrip(page, {
    email,
    from: departure.date,
    to: departure.returnDate,
    insurance: 'Not needed',
  });
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(new RegExp(`/Cruise/book/${info.TourID}/confirm$`));
  await page.getByRole('button', { name: 'Book and pay' }).click();
  await payOnSandboxPage(page);

  await expect(page).toHaveURL(/\/Cruise\/book\/complete\?session_id=cs_test_/, {
    timeout: 60_000,
  });
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/order-cruise\/[A-Z0-9]+$/);
  const orderNo = page.url().split('/').pop()!;
  await expect(page.getByText(balcony.name).first()).toBeVisible();

  expect(await readOperatorMail(request, email)).toBe(`Confirmed: ${info.TourName} (${orderNo})`);
  await page.reload();
  await expect(
    page.getByText('The operator confirmed your booking', { exact: false }),
  ).toBeVisible();
});

test('leaving the booking with something typed asks first', async ({ page, request }) => {
  const month = await searchFromHome(page, 'tour', 2);
  const { info, departure } = await pickListedTrip(
    page,
    request,
    'tour',
    month,
    (_, d) => d.placesLeft >= 2,
  );
  await page.goto(`/tour/book/${info.TourID}?date=${departure.date}&rooms=2-0`);
  await page
    .locator('fieldset', { hasText: 'Contact person' })
    .getByLabel('First name')
    .fill('Ada');
  await page.getByRole('link', { name: 'Back to the tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this booking?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/book/${info.TourID}\\?`));
  await page.getByRole('link', { name: 'Back to the tour' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/detail/${info.TourID}$`));

  // The browser's back and forward ask too, and staying keeps the page and its address.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tour/book/${info.TourID}\\?`));
  const firstName = page
    .locator('fieldset', { hasText: 'Contact person' })
    .getByLabel('First name');
  await firstName.fill('Ada');
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/book/${info.TourID}\\?`));
  await expect(firstName).toHaveValue('Ada');
  await page.goForward();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/detail/${info.TourID}$`));
});
