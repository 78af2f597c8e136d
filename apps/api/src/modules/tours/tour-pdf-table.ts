import type { TourLanguage } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { printable } from './tour-pdf-fonts';
import {
  ACCENT,
  BOTTOM,
  INK,
  MARGIN,
  MUTED,
  WIDTH,
  heading,
  money,
  paragraph,
  room,
  type Doc,
} from './tour-pdf-layout';
import type { PdfWords } from './tour-pdf-words';

/**
 * The departures table of the itinerary PDF: one row per departure with its public prices per
 * person (twin share and single supplement, adult and child of a day trip, or the twin price of
 * every cabin category of a cruise) and whether it is guaranteed or sold out.
 */

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

export function departures(
  doc: Doc,
  info: TourInfo,
  w: PdfWords,
  lan: TourLanguage,
  issuedOn: string,
) {
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
