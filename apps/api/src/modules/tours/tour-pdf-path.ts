import type { TourLanguage } from '@travel/contracts/tours';

/** Where a tour's itinerary PDF is served, in a language (TourPDF of the tour intro). */
export const tourPdfPath = (tourId: string, lan: TourLanguage): string =>
  `/api/TourPDF/${encodeURIComponent(tourId)}.pdf?Lan=${lan}`;
