import { expandSearchResult } from '@travel/contracts/flight-search-reply';
import {
  FlightSearchReplyDataSchema,
  FlightSearchResultSchema,
  type FlightSearchResult,
} from '@travel/contracts/flights';

/** A search reply's data checked against the wire contract, then expanded as the web does. */
export const readSearchResult = (data: unknown): FlightSearchResult =>
  FlightSearchResultSchema.parse(expandSearchResult(FlightSearchReplyDataSchema.parse(data)));
