import type { ReferenceCatalog } from '@travel/reference-data';
import { AppError } from '../../lib/app-error';

/**
 * No data package ships photos, so every `pic` of the places replies points here: a generated
 * SVG illustration (sky gradient, a skyline drawn from the code, the place name). It is the
 * same for the same code, so clients and proxies may cache it for a long time.
 */
export function placePicture(catalog: ReferenceCatalog, code: string): string {
  const { title, subtitle } = describe(catalog, code);
  const seed = hash(code.toUpperCase());
  const hue = seed % 360;
  const skyline = buildings(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,82%)"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#sky)"/>
<circle cx="${480 + (seed % 90)}" cy="${80 + (seed % 50)}" r="38" fill="hsl(${(hue + 180) % 360},90%,88%)" opacity="0.85"/>
<g fill="hsl(${hue},35%,25%)" opacity="0.9">${skyline}</g>
<rect y="330" width="640" height="70" fill="hsl(${hue},35%,18%)"/>
<text x="32" y="372" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="608" y="372" text-anchor="end" font-family="system-ui,sans-serif" font-size="18" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

function describe(catalog: ReferenceCatalog, code: string): { title: string; subtitle: string } {
  if (/^[A-Za-z]{2}$/.test(code)) {
    const continent = catalog.continent(code);
    if (continent) return { title: continent.names.en, subtitle: continent.code };
    const country = catalog.country(code);
    if (country) return { title: country.names.en, subtitle: country.code };
  }
  const city = /^\d+$/.test(code)
    ? catalog.city(code)
    : /^[A-Za-z]{3}$/.test(code)
      ? catalog.cityByCode(code)
      : undefined;
  if (city) return { title: city.name, subtitle: catalog.countryName(city.countryCode) };
  const airport = /^[A-Za-z]{3}$/.test(code) ? catalog.airport(code) : undefined;
  if (airport) return { title: airport.city, subtitle: airport.iata };
  throw new AppError('notFound', { msg: `Unknown place code ${code}` });
}

/** FNV-1a: a small stable hash, so a place always gets the same colours and skyline. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function buildings(seed: number): string {
  const parts: string[] = [];
  let state = seed || 1;
  let x = 0;
  while (x < 640) {
    // xorshift32: a deterministic sequence of widths and heights from the seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const width = 30 + (state % 50);
    const height = 60 + ((state >>> 8) % 170);
    parts.push(`<rect x="${x}" y="${330 - height}" width="${width - 4}" height="${height}"/>`);
    x += width;
  }
  return parts.join('');
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
