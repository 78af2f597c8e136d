import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The one font family of the itinerary PDF: Noto Sans SC (SIL Open Font License), which draws
 * Latin, simplified and traditional Chinese alike, so one document embeds one family whatever
 * `Lan` is. pdfkit embeds only the glyphs a document uses (a subset of a few dozen kilobytes);
 * the 10 MB files are read from disk per document, nothing of them is kept in memory but the
 * character map used to check coverage.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
} as const;

let coverage: ((codePoint: number) => boolean) | undefined;

function hasGlyph(codePoint: number): boolean {
  if (!coverage) {
    const font = fontkit.openSync(PDF_FONTS.regular);
    if (!('hasGlyphForCodePoint' in font)) throw new Error('PDF font is a collection');
    coverage = (c) => font.hasGlyphForCodePoint(c);
  }
  return coverage(codePoint);
}

/**
 * Text the font can draw: a letter it lacks (ş of Kuşadası, ė of Klaipėda) is written without
 * its accent rather than as an empty box; anything else it lacks becomes '?'. Curly single
 * quotes become straight ones.
 */
export function printable(text: string): string {
  let out = '';
  // The CJK font draws curly quotes full-width: in Latin text they leave a gap.
  for (const char of text.replace(/[\u2018\u2019]/g, "'")) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80 || hasGlyph(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...base].every((c) => hasGlyph(c.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}
