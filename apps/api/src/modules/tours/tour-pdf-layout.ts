import type { TourLanguage } from '@travel/contracts/tours';
import { printable } from './tour-pdf-fonts';

/** Page, colours and text blocks of the itinerary PDF (tour-pdf.ts). */

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const WIDTH = A4.width - 2 * MARGIN;
/** Lowest y a block may start at before it moves to the next page (footer below). */
export const BOTTOM = A4.height - MARGIN - 20;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCENT = '#0f766e';

export type Doc = PDFKit.PDFDocument;

export const LOCALE: Record<TourLanguage, string> = { EN: 'en-US', ZH: 'zh-CN', TW: 'zh-TW' };

export function money(cents: number, lan: TourLanguage): string {
  return new Intl.NumberFormat(LOCALE[lan], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: lan === 'EN' ? 'symbol' : 'code',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** Starts a new page when fewer than `height` points are left. */
export function room(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

export function heading(doc: Doc, text: string): void {
  // A heading keeps at least its first lines with it.
  room(doc, 130);
  doc.moveDown(0.8).font('bold').fontSize(15).fillColor(ACCENT).text(printable(text));
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(INK);
}

export function paragraph(doc: Doc, text: string, size = 10, color = INK): void {
  doc.font('regular').fontSize(size).fillColor(color).text(printable(text), { width: WIDTH });
}

export function bullets(doc: Doc, items: readonly string[]): void {
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const item of items) {
    room(doc, 16);
    const y = doc.y;
    doc.text('•', MARGIN + 4, y, { width: 10 });
    // The text in its own column, so a wrapped line stays clear of the bullet.
    doc.text(printable(item), MARGIN + 16, y, { width: WIDTH - 16 });
  }
  doc.x = MARGIN;
}
