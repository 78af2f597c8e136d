import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { TourLanguage } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { PDF_FONTS, printable } from './tour-pdf-fonts';
import { pdfWords, type PdfWords } from './tour-pdf-words';
import { drawTourPicture } from './tour-picture';

/**
 * The itinerary document of a tour or cruise (TourPDF, issue 14 §1): cover with the drawn
 * picture and the facts, highlights and overview, the days one by one, the ship and its cabins,
 * the departures with their public prices per person, what is included and the terms, in the
 * language of the page. Drawn with pdfkit from a TourInfo at consumer prices.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
/** Lowest y a block may start at before it moves to the next page (footer below). */
const BOTTOM = A4.height - MARGIN - 20;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';

type Doc = PDFKit.PDFDocument;

const LOCALE: Record<TourLanguage, string> = { EN: 'en-US', ZH: 'zh-CN', TW: 'zh-TW' };

export interface TourPdfInput {
  info: TourInfo;
  lan: TourLanguage;
  /** The catalogue day the prices are of (YYYY-MM-DD). */
  issuedOn: string;
}

function money(cents: number, lan: TourLanguage): string {
  return new Intl.NumberFormat(LOCALE[lan], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: lan === 'EN' ? 'symbol' : 'code',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** Starts a new page when fewer than `height` points are left. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  // A heading keeps at least its first lines with it.
  room(doc, 130);
  doc.moveDown(0.8).font('bold').fontSize(15).fillColor(ACCENT).text(printable(text));
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(INK);
}

function paragraph(doc: Doc, text: string, size = 10, color = INK): void {
  doc.font('regular').fontSize(size).fillColor(color).text(printable(text), { width: WIDTH });
}

function bullets(doc: Doc, items: readonly string[]): void {
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

function cover(doc: Doc, info: TourInfo, w: PdfWords): void {
  doc.font('bold').fontSize(11).fillColor(ACCENT).text(printable(w.title.toUpperCase()));
  doc.moveDown(0.2).fontSize(22).fillColor(INK).text(printable(info.TourName), { width: WIDTH });
  doc.moveDown(0.5);
  const pictureKey = info.TourImage.replace(/^.*\//, '').replace(/\.svg$/, '');
  const top = doc.y;
  const height = (WIDTH * 360) / 640;
  // @types/svg-to-pdfkit types the document as the class, not an instance.
  SVGtoPDF(doc as never, drawTourPicture(pictureKey), MARGIN, top, { width: WIDTH, height });
  doc.y = top + height + 14;
  doc.x = MARGIN;
  const facts: [string, string][] = [
    [w.code, info.TourCode],
    [w.departsFrom, info.TourCity],
    [w.duration, w.days(info.TourDays)],
    [w.operator, info.operator.name],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(printable(label), MARGIN, y, { width: 110 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(printable(value), MARGIN + 115, y, { width: WIDTH - 115 });
    doc.moveDown(0.2);
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
  paragraph(doc, info.TourSummary, 11);
  heading(doc, w.highlights);
  bullets(doc, info.highlights);
  heading(doc, w.overview);
  paragraph(doc, info.overview);
}

function days(doc: Doc, info: TourInfo, w: PdfWords): void {
  heading(doc, w.itinerary);
  for (const day of info.TourBriefItinerary) {
    room(doc, 70);
    doc.moveDown(0.4).font('bold').fontSize(11).fillColor(INK);
    doc.text(printable(`${w.day(day.day)} · ${day.title}`), { width: WIDTH });
    paragraph(doc, day.description);
    const meals = day.meals.length > 0 ? day.meals.map((m) => w.meal[m]).join(w.comma) : w.noMeals;
    const line = [
      `${w.meals}${w.colon}${meals}`,
      day.overnight ? `${w.overnight}${w.colon}${day.overnight}` : '',
    ]
      .filter(Boolean)
      .join('   ');
    paragraph(doc, line, 9, MUTED);
  }
}

function ship(doc: Doc, info: TourInfo, w: PdfWords): void {
  const cruise = info.cruise;
  if (!cruise) return;
  heading(doc, w.ship);
  const s = cruise.ship;
  paragraph(doc, `${s.name}${w.colon}${w.shipFacts(s.passengers, s.decks, s.yearBuilt)}`);
  heading(doc, w.cabins);
  for (const c of cruise.cabins) {
    room(doc, 40);
    doc.font('bold').fontSize(10).fillColor(INK).text(printable(c.name));
    const facts = [
      w.decks(c.decks),
      `${w.beds}${w.colon}${c.beds}`,
      w.upTo(c.maxOccupancy),
      c.guaranteeOption ? w.guarantee(c.guaranteeDiscountPercent) : '',
    ];
    paragraph(doc, facts.filter(Boolean).join(w.semicolon), 9, MUTED);
    doc.moveDown(0.2);
  }
}

interface Column {
  label: string;
  width: number;
  value(d: TourDeparture): string;
}

function priceOf(d: TourDeparture, code: string, cabin = ''): number | null {
  return d.options.find((o) => o.Code === code && o.Cabin === cabin)?.Selling ?? null;
}

function columnsOf(info: TourInfo, w: PdfWords, lan: TourLanguage): Column[] {
  const cents = (n: number | null) => (n === null ? '–' : money(n, lan));
  const status = (d: TourDeparture) =>
    d.placesLeft === 0 ? w.soldOut : d.guaranteed ? w.guaranteed : w.open;
  const date: Column = { label: w.departure, width: 80, value: (d) => d.date };
  const back: Column = { label: w.returns, width: 80, value: (d) => d.returnDate };
  const last: Column = { label: w.status, width: 75, value: status };
  let prices: Column[];
  if (info.cruise) {
    const cabins = info.cruise.cabins;
    const each = (WIDTH - 235) / Math.max(cabins.length, 1);
    prices = cabins.map((c) => ({
      label: `${c.name} (${w.twin})`,
      width: each,
      value: (d) => cents(priceOf(d, '2', c.code)),
    }));
  } else if (info.style === 'one-day') {
    prices = [
      { label: w.adult, width: 130, value: (d) => cents(priceOf(d, 'adult')) },
      { label: w.child, width: 130, value: (d) => cents(priceOf(d, 'child')) },
    ];
    return [date, ...prices, { ...last, width: WIDTH - 340 }];
  } else {
    prices = [
      { label: w.twin, width: 130, value: (d) => cents(priceOf(d, '2')) },
      { label: w.single, width: 130, value: (d) => cents(d.singleSupplement) },
    ];
  }
  return [
    date,
    back,
    ...prices,
    { ...last, width: WIDTH - 160 - prices.reduce((n, c) => n + c.width, 0) },
  ];
}

function row(doc: Doc, cells: readonly string[], columns: readonly Column[], bold: boolean): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 8.5 : 9);
  const height = Math.max(
    ...cells.map((c, i) =>
      doc.heightOfString(printable(c), { width: (columns[i]?.width ?? 60) - 6 }),
    ),
  );
  room(doc, height + 6);
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = columns[i]?.width ?? 60;
    doc.fillColor(bold ? ACCENT : INK).text(printable(cell), x, y, { width: width - 6 });
    x += width;
  });
  doc.y = y + height + 4;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .lineWidth(0.3)
    .strokeColor('#d1d5db')
    .stroke();
  doc.x = MARGIN;
}

function departures(doc: Doc, info: TourInfo, w: PdfWords, lan: TourLanguage, issuedOn: string) {
  heading(doc, w.departures);
  paragraph(doc, w.pricesNote(issuedOn, info.TimeZone), 9, MUTED);
  doc.moveDown(0.5);
  if (info.departures.length === 0) return paragraph(doc, w.noDepartures);
  const columns = columnsOf(info, w, lan);
  row(
    doc,
    columns.map((c) => c.label),
    columns,
    true,
  );
  for (const d of info.departures) {
    // A table cut by a page starts again with its header.
    if (doc.y + 18 > BOTTOM) {
      doc.addPage();
      row(
        doc,
        columns.map((c) => c.label),
        columns,
        true,
      );
    }
    row(
      doc,
      columns.map((c) => c.value(d)),
      columns,
      false,
    );
  }
}

function included(doc: Doc, info: TourInfo, w: PdfWords, lan: TourLanguage): void {
  heading(doc, w.included);
  const nights = info.TourBriefItinerary.filter((d) => d.overnight).length;
  const meals = info.TourBriefItinerary.reduce((n, d) => n + d.meals.length, 0);
  if (info.cruise) {
    bullets(doc, w.includedCruise(info.region === 'AN'));
    doc.moveDown(0.3);
    paragraph(
      doc,
      w.extras(money(info.cruise.portCharges, lan), money(info.cruise.gratuities, lan)),
    );
  } else bullets(doc, w.includedTour(nights, meals, info.style));
}

function terms(doc: Doc, info: TourInfo, w: PdfWords, lan: TourLanguage): void {
  heading(doc, w.terms);
  const first = info.departures.find((d) => d.finalPaymentDate);
  const daysBefore = first?.finalPaymentDate
    ? Math.round((Date.parse(first.date) - Date.parse(first.finalPaymentDate)) / 86_400_000)
    : null;
  bullets(doc, [
    info.deposit > 0 && daysBefore !== null
      ? w.deposit(money(info.deposit, lan), daysBefore)
      : w.paidInFull,
    w.cancellation,
    w.confirmation,
  ]);
}

/** Page numbers and the issue date at the foot of every page. */
function footers(doc: Doc, w: PdfWords, issuedOn: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit open a page for it: lift the margin.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(printable(w.footer(issuedOn, i + 1)), MARGIN, A4.height - MARGIN + 10, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function renderTourPdf({ info, lan, issuedOn }: TourPdfInput): Promise<Buffer> {
  const w = pdfWords(lan);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: lan === 'EN' ? 'en' : lan === 'ZH' ? 'zh-Hans' : 'zh-Hant',
    info: {
      Title: printable(info.TourName),
      Subject: `${info.TourCode} ${w.title}`,
      Author: info.operator.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  cover(doc, info, w);
  days(doc, info, w);
  ship(doc, info, w);
  departures(doc, info, w, lan, issuedOn);
  included(doc, info, w, lan);
  terms(doc, info, w, lan);
  footers(doc, w, issuedOn);
  doc.end();
  return done;
}
