import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { expectNoSeriousAxeViolations } from './support/axe';
import { chooseOption } from './support/forms';

/**
 * Booking a tour as a visitor (issue 14 §4, spec part 2 §2–§5) from the detail page's link: two
 * adults and a child with a bed in one room, the travellers, contact and flights, insurance and
 * terms; review; SaveOrder and the hosted checkout's page; back on the tour's own result page
 * (paid, the operator confirms within 48 hours), then the order page with the countdown.
 */
test.describe.configure({ timeout: 120_000 });

const ADULTS = [
  { first: 'Ada', birthday: '1990-05-20' },
  { first: 'Alan', birthday: '1988-06-23' },
];

/** An escorted tour with a departure that prices a child with a bed and has places for three. */
async function bookableTour(request: APIRequestContext) {
  const list = await request.post('/api/tourlist', {
    data: { region: 'EU', style: 'escorted', pageSize: 10 },
  });
  const tours = (await list.json()).data.Tours as { TourID: string }[];
  for (const { TourID } of tours) {
    const detail = await request.post('/api/tourdetail', { data: { tourid: TourID } });
    const info = (await detail.json()).data as TourInfo;
    const departure = info.departures.find(
      (d) => d.placesLeft >= 3 && d.options.some((o) => o.Code === 'bedchild'),
    );
    if (departure) return { id: TourID, date: departure.date, name: info.TourName };
  }
  throw new Error('no escorted tour in Europe with a child price and three places');
}

async function fillTraveller(page: Page, legend: string, first: string, birthday: string) {
  const set = page.locator('fieldset', { hasText: legend });
  await set.getByLabel('First name').fill(first);
  await set.getByLabel('Last name').fill('Lovelace');
  await chooseOption(page, set, 'Gender', 'Female');
  await set.getByLabel('Date of birth').fill(birthday);
  await chooseOption(page, set, 'Nationality', 'France', 'Fran');
}

async function fillFlight(page: Page, legend: string, date: string, time: string) {
  const set = page.locator('fieldset', { hasText: legend }).last();
  await set.getByLabel('Airport').fill('CDG');
  await set.getByLabel('Flight date').fill(date);
  await set.getByLabel('Flight number').fill('AF123');
  await set.getByLabel('Flight time').fill(time);
}

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor books a tour, pays on the hosted page and waits for the operator', async ({
  page,
  request,
}) => {
  const tour = await bookableTour(request);
  await page.goto(`/tour/book/${tour.id}?date=${tour.date}&rooms=2-1b`);
  await expect(page.getByRole('heading', { name: 'Book your tour' })).toBeVisible();
  await expect(page.getByText('Selling price')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Nothing filled in: the spec's messages, and the page stays.
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Please fill in First name').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tour/book/${tour.id}\\?`));

  for (const [index, adult] of ADULTS.entries()) {
    await fillTraveller(page, `Room 1 · Adult ${index + 1}`, adult.first, adult.birthday);
  }
  await fillTraveller(page, 'Room 1 · Child 1', 'Grace', shiftDays(tour.date, -6 * 365));
  const contact = page.locator('fieldset', { hasText: 'Contact person' });
  await contact.getByLabel('First name').fill('Ada');
  await contact.getByLabel('Last name').fill('Lovelace');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('612345678');
  await contact.getByLabel('Email').fill('ada.tour@example.com');
  await fillFlight(page, 'Arrival flight', shiftDays(tour.date, -1), '09:30');
  await fillFlight(page, 'Departure flight', shiftDays(tour.date, 12), '18:05');
  await page.getByLabel('I bought insurance myself').check();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page).toHaveURL(new RegExp(`/tour/book/${tour.id}/confirm$`));
  await expect(page.getByText('Grace Lovelace (Child)')).toBeVisible();
  await expect(page.getByText('Ada Lovelace · +33 612345678 · ada.tour@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Book and pay' }).click();

  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_test_[A-Za-z0-9]+$/, { timeout: 30_000 });
  await page.getByLabel('Card type').selectOption({ label: 'Visa' });
  await page.getByLabel('Card number').fill(SANDBOX_CARDS.visaSuccess);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption({ index: 4 });
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Name on card').press('Enter');

  // The return page hands a tour to its own result page.
  await expect(page).toHaveURL(/\/tour\/book\/complete\?session_id=cs_test_/, { timeout: 60_000 });
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(tour.name)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'View order' }).click();

  await expect(page).toHaveURL(/\/order-tour\/[A-Z0-9]+$/);
  await expect(page.getByText('Waiting for the operator to confirm')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('left');
  await expect(page.getByText('Paid, awaiting confirmation')).toBeVisible();
});

/** An ocean cruise with a balcony cabin category and a departure with places for two. */
async function bookableCruise(request: APIRequestContext) {
  const list = await request.get('/api/CustomizeCruiseSearch', {
    params: { region: 'EU', style: 'ocean', pageSize: 10 },
  });
  const cruises = (await list.json()).data.Tours as { TourID: string }[];
  for (const { TourID } of cruises) {
    const detail = await request.get('/api/CustomizeCruiseDetail', { params: { id: TourID } });
    const info = (await detail.json()).data as TourInfo;
    const balcony = info.cruise?.cabins.find((cabin) => cabin.category === 'balcony');
    const departure = info.departures.find((d) => d.placesLeft >= 2);
    if (balcony && departure) return { id: TourID, date: departure.date, cabin: balcony };
  }
  throw new Error('no ocean cruise in Europe with a balcony cabin and two places');
}

test('a visitor books a balcony cabin on a cruise and pays on the hosted page', async ({
  page,
  request,
}) => {
  const cruise = await bookableCruise(request);
  await page.goto(
    `/Cruise/book/${cruise.id}?date=${cruise.date}&rooms=2-0&cabin=${cruise.cabin.code}`,
  );
  await expect(page.getByRole('heading', { name: 'Book your cruise' })).toBeVisible();
  await expect(page.getByText('Port charges and gratuities')).toBeVisible();
  for (const [index, adult] of ADULTS.entries()) {
    await fillTraveller(page, `Cabin 1 · Adult ${index + 1}`, adult.first, adult.birthday);
  }
  const contact = page.locator('fieldset', { hasText: 'Contact person' });
  await contact.getByLabel('First name').fill('Ada');
  await contact.getByLabel('Last name').fill('Lovelace');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('612345678');
  await contact.getByLabel('Email').fill('ada.cruise@example.com');
  await fillFlight(page, 'Arrival flight', shiftDays(cruise.date, -1), '09:30');
  await fillFlight(page, 'Departure flight', shiftDays(cruise.date, 20), '18:05');
  await page.getByLabel('Not needed').check();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(new RegExp(`/Cruise/book/${cruise.id}/confirm$`));
  await page.getByRole('button', { name: 'Book and pay' }).click();

  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_test_[A-Za-z0-9]+$/, { timeout: 30_000 });
  await page.getByLabel('Card type').selectOption({ label: 'Visa' });
  await page.getByLabel('Card number').fill(SANDBOX_CARDS.visaSuccess);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption({ index: 4 });
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Name on card').press('Enter');

  await expect(page).toHaveURL(/\/Cruise\/book\/complete\?session_id=cs_test_/, {
    timeout: 60_000,
  });
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/order-cruise\/[A-Z0-9]+$/);
  await expect(page.getByText(cruise.cabin.name).first()).toBeVisible();
  await expect(page.getByText('Waiting for the operator to confirm')).toBeVisible();
});

test('leaving the booking with something typed asks first', async ({ page, request }) => {
  const tour = await bookableTour(request);
  await page.goto(`/tour/book/${tour.id}?date=${tour.date}&rooms=2-0`);
  await page
    .locator('fieldset', { hasText: 'Contact person' })
    .getByLabel('First name')
    .fill('Ada');
  await page.getByRole('link', { name: 'Back to the tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this booking?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/book/${tour.id}\\?`));
  await page.getByRole('link', { name: 'Back to the tour' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/detail/${tour.id}$`));
});
