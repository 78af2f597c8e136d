import { hashString, seededRandom } from '../../lib/seeded-random';

/**
 * The drawn pictures of tours and cruises (issue 14 §1: no photos ship). A picture key names a
 * scene, `tour-{region}-{n}`, `cruise-ocean-{region}-{n}` or `cruise-river-{region}-{n}`; the
 * same key always draws the same SVG, so it can be cached for good.
 */
export const PICTURE_KEY = /^(tour-[a-z]{2}-\d|cruise-(ocean|river)-[a-z]{2}-\d)$/;

/** Sky and land colours per region: warm for Africa, cold for Antarctica, and so on. */
const PALETTES: Record<string, [string, string, string, string]> = {
  af: ['#f6c177', '#e07a5f', '#b5651d', '#6b3e26'],
  an: ['#dbeafe', '#93c5fd', '#e5e7eb', '#94a3b8'],
  as: ['#fde2e4', '#f4978e', '#52796f', '#354f52'],
  eu: ['#cde7f0', '#7fb3d5', '#6a994e', '#386641'],
  na: ['#ffe5b4', '#f4a261', '#2a9d8f', '#264653'],
  oc: ['#caf0f8', '#48cae4', '#80b918', '#2b9348'],
  sa: ['#ffd6a5', '#ff9f1c', '#588157', '#3a5a40'],
};

function ridge(random: () => number, base: number, height: number): string {
  const points: string[] = [`0,${base}`];
  for (let x = 0; x <= 640; x += 80) points.push(`${x},${Math.round(base - random() * height)}`);
  points.push(`640,${base}`, '640,360', '0,360');
  return points.join(' ');
}

export function drawTourPicture(key: string): string {
  const [kind, second, third] = key.split('-') as [string, string, string];
  const region = kind === 'tour' ? second : third;
  const [sky, glow, near, far] =
    PALETTES[region] ?? (PALETTES.eu as [string, string, string, string]);
  const random = seededRandom(hashString(key));
  const sun = `<circle cx="${120 + Math.round(random() * 400)}" cy="${70 + Math.round(random() * 40)}" r="34" fill="#fff6d5" opacity="0.9"/>`;
  const hills = `<polygon points="${ridge(random, 250, 120)}" fill="${far}" opacity="0.55"/>`;
  let scene: string;
  if (kind === 'tour') {
    scene = `${hills}<polygon points="${ridge(random, 300, 70)}" fill="${near}"/>`;
  } else if (second === 'ocean') {
    scene =
      `${hills}<rect y="260" width="640" height="100" fill="#1d4e89"/>` +
      `<path d="M180 250 h260 l-30 40 h-200 z" fill="#f8fafc"/><rect x="240" y="222" width="140" height="28" fill="#e2e8f0"/>` +
      `<rect x="300" y="200" width="24" height="22" fill="${glow}"/>`;
  } else {
    scene =
      `${hills}<path d="M0 280 C200 250 440 310 640 270 V360 H0 Z" fill="#3a7ca5"/>` +
      `<rect x="200" y="262" width="240" height="20" rx="4" fill="#f1f5f9"/><rect x="220" y="248" width="200" height="14" fill="#cbd5e1"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="Illustration">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>` +
    `<stop offset="1" stop-color="${glow}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#s)"/>${sun}${scene}</svg>`
  );
}
