// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on
// each page, in one headless Chromium of the machine's packages (never a downloaded browser).
// Each run starts from a cold cache and empty storage, as a first visit does; the same page load's
// network records give the bytes the server actually sent (compressed, headers included).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../lib.mjs';
import { wireBytes } from './wire.mjs';

// Lighthouse keeps localStorage and cookies between runs unless told: a first visit has none.
const CLEAR_ALL = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'shader_cache',
  'service_workers',
  'cache_storage',
];

/**
 * Opens Chromium and returns `audit(url, {localStorage})` plus `close()`. `localStorage` entries
 * are written on the page's origin first, for pages that need a state a previous step would have
 * left, such as /book's draft.
 */
export async function openLighthouse() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium is required (apt-get install -y chromium)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  // The app clears storage written by another version (appVersion), so the entries are written
  // after the app has run once on the origin, as the previous step of a traveller would leave
  // them. Lighthouse then clears the HTTP cache, so the audited load is still a cold one.
  async function seedStorage(origin, entries) {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => globalThis.localStorage.getItem('appVersion') !== null);
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) {
          globalThis.localStorage.setItem(key, value);
        }
      }, entries);
    } finally {
      await page.close();
    }
  }

  async function audit(url, { localStorage } = {}) {
    if (localStorage) await seedStorage(new URL(url).origin, localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      clearStorageTypes: localStorage
        ? CLEAR_ALL.filter((type) => type !== 'local_storage')
        : CLEAR_ALL,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return summarise(result.lhr);
  }

  async function close() {
    await browser.disconnect();
    chrome.kill();
  }

  return { audit, close };
}

/** The figures the bench prints, from a Lighthouse result. */
export function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = lhr.categories.performance?.score;
  const records = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    performance: score === null || score === undefined ? NaN : Math.round(score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    warnings: lhr.runWarnings ?? [],
    wire: wireBytes(records),
    records: records.map(({ url, resourceType, mimeType, transferSize, resourceSize }) => ({
      url,
      resourceType,
      mimeType,
      transferSize,
      resourceSize,
    })),
  };
}
