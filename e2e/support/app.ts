import { expect, type Page } from '@playwright/test';

/**
 * Opens `url` and waits until the app owns the page. The prerendered first screen paints before
 * the scripts and stays `inert` until React has taken it over (app/app-frame.tsx), so a click or
 * a keystroke before then is lost, as it would be for a person who clicks that early.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root:not([inert])')).toBeAttached({ timeout: 30_000 });
}
