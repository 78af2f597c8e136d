import { expect, test, type Page } from '@playwright/test';

/**
 * /hotel/{id} draws the stay editor as a light frame and loads the editor's code (date picker,
 * popover, number inputs) only when the traveller starts to change the stay (issue 10 §1): the
 * first load fetches none of it, the editor takes the frame's place exactly, and a click or
 * the keyboard reaches the picker as before.
 */
const HOTEL =
  '/hotel/U7JD0V23-SV-solvane-resorts-london-old-town?checkin=20270304&checkout=20270306&rooms=1&adults=2';

async function openHotel(page: Page) {
  const editorScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(stay-editor|DatePickerInput)-/.test(request.url())) {
      editorScripts.push(request.url());
    }
  });
  await page.goto(HOTEL);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 20_000 });
  return editorScripts;
}

/** The editor's own mark: the date picker's hidden input, which the frame does not draw. */
const editorMounted = (page: Page) =>
  expect(page.locator('input[type="hidden"][value="2027-03-04 – 2027-03-06"]')).toBeAttached();

/** The picker's month, shown once it is open. */
const pickerOpen = (page: Page) => expect(page.getByText('March 2027').first()).toBeVisible();

const stayBoxes = (page: Page) =>
  Promise.all(
    [
      page.getByRole('button', { name: 'Check-in and check-out' }),
      ...['Rooms', 'Adults', 'Children'].map((name) => page.getByRole('textbox', { name })),
    ].map((field) =>
      // In page coordinates: the click may have scrolled the page.
      field.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      }),
    ),
  );

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the stay frame is the editor's size, and a click opens the picker (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const editorScripts = await openHotel(page);
    await page.waitForLoadState('networkidle');
    expect(editorScripts).toEqual([]);
    const before = await stayBoxes(page);

    const dates = page.getByRole('button', { name: 'Check-in and check-out' });
    await dates.click();
    // The picker opened where the traveller clicked (popover or, on a phone, a modal).
    await editorMounted(page);
    await pickerOpen(page);
    expect(editorScripts.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await stayBoxes(page)).toEqual(before);
  });
}

test('the keyboard reaches the editor through the frame', async ({ page }) => {
  await openHotel(page);
  await page.getByRole('button', { name: 'Check-in and check-out' }).focus();
  // The editor replaced the frame and kept the focus on the dates: Enter opens the picker.
  await editorMounted(page);
  await expect(page.getByRole('button', { name: 'Check-in and check-out' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Rooms' })).toHaveValue('1');
  await page.keyboard.press('Enter');
  await pickerOpen(page);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test('a tap on the dates opens the picker, a tap on a count focuses it', async ({ page }) => {
    await openHotel(page);
    await page.getByRole('button', { name: 'Check-in and check-out' }).tap();
    await editorMounted(page);
    await pickerOpen(page);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Adults' }).tap();
    await editorMounted(page);
    await expect(page.getByRole('textbox', { name: 'Adults' })).toBeFocused();
  });
});
