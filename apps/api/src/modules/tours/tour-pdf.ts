import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { TourLanguage } from '@travel/contracts/tours';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { PDF_FONTS, printable } from './tour-pdf-fonts';
import {
  A4,
  ACCENT,
  INK,
  MARGIN,
  MUTED,
  WIDTH,
  bullets,
  heading,
  money,
  paragraph,
  room,
  type Doc,
} from './tour-pdf-layout';
import { departures } from './tour-pdf-table';
import { pdfWords, type PdfWords } from './tour-pdf-words';
import { drawTourPicture } from './tour-picture';

/**
 * The itinerary document of a tour or cruise (TourPDF, issue 14 §1): cover with the drawn
 * picture and the facts, highlights and overview, the days one by one, the ship and its cabins,
 * the departures with their public prices per person, what is included and the terms, in the
 * language of the page. Drawn with pdfkit from a TourInfo at consumer prices.
 */

export interface TourPdfInput {
  info: TourInfo;
  lan: TourLanguage;
  /** The catalogue day the prices are of (YYYY-MM-DD). */
  issuedOn: string;
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
