import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Places calls (spec part 1 §7, part 2 §7 "Places"): airports, cities, countries, provinces,
 * airlines and currency rates. Every call answers from the API's in-memory reference data
 * except the currency rates, which live in the database.
 */

/** Languages a places call accepts (the locales plus the spec's locale mapping). */
export const PLACE_LANGUAGES = ['en', 'es', 'vi', 'zh-CN', 'zh-TW', 'fr'] as const;
export type PlaceLanguage = (typeof PLACE_LANGUAGES)[number];

/** Tour calls send EN, ZH or TW; the locale mapping uses zh-CN and zh-TW: accept all of them. */
const LANGUAGE_ALIASES: Record<string, PlaceLanguage> = {
  en: 'en',
  'en-us': 'en',
  es: 'es',
  'es-es': 'es',
  vi: 'vi',
  'vi-vn': 'vi',
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  tw: 'zh-TW',
  'zh-tw': 'zh-TW',
  fr: 'fr',
  'fr-fr': 'fr',
};

/** A language parameter; absent or empty gives undefined. */
export const OptionalPlaceLanguageSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): PlaceLanguage | undefined => {
    if (value === undefined || value === '') return undefined;
    const language = LANGUAGE_ALIASES[value.toLowerCase()];
    if (!language) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${PLACE_LANGUAGES.join(', ')}` });
      return z.NEVER;
    }
    return language;
  })
  .meta({ description: `One of ${PLACE_LANGUAGES.join(', ')} (also EN, ZH, TW); default en` });

export const PlaceLanguageSchema = OptionalPlaceLanguageSchema.transform(
  (language): PlaceLanguage => language ?? 'en',
);

const IataCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA code')
  .transform((code) => code.toUpperCase());
const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
  .transform((code) => code.toUpperCase());
/** What the user typed so far; longer input than any place name is refused. */
const SearchText = z.string().max(100);

// ---- Airports -------------------------------------------------------------------------------

/** `GET /airticket/v1/airport.aspx`: the legacy lookup; `cid` and `customersessionid` are tracking ids. */
export const AirportLookupQuerySchema = z.object({
  string: SearchText.default(''),
  lan: PlaceLanguageSchema,
  cid: z.string().max(100).optional(),
  customersessionid: z.string().max(100).optional(),
});
/** Up to 10 strings like "(LAX) Los Angeles International Airport, Los Angeles, United States". */
export const AirportLookupReplySchema = envelope(z.array(z.string()));

/** `GET /api/Airports/Search?q=&lan=` */
export const AirportSearchQuerySchema = z.object({
  q: SearchText.default(''),
  lan: PlaceLanguageSchema,
});
export const AirportSuggestionSchema = z.object({
  /** IATA airport code, or metro code (NYC) standing for all of a city's airports. */
  value: z.string(),
  /** "(LAX) Los Angeles International Airport, Los Angeles, United States" */
  label: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  kind: z.enum(['airport', 'metro']),
  /** Member airports of a metro; the airport itself otherwise. */
  airports: z.array(z.string()),
});
export type AirportSuggestion = z.infer<typeof AirportSuggestionSchema>;
export const AirportSearchReplySchema = envelope(z.array(AirportSuggestionSchema).max(10));

/** `GET /api/Airports/Recommended?lan=` */
export const RecommendedQuerySchema = z.object({ lan: PlaceLanguageSchema });
export const RecommendedAirportSchema = z.object({ name: z.string(), iata: z.string() });
export type RecommendedAirport = z.infer<typeof RecommendedAirportSchema>;
export const RecommendedReplySchema = envelope(z.array(RecommendedAirportSchema));

/** `GET /api/Geonames?lat=&lon=&lan=`: nearby airports, nearest first. */
export const GeonamesQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  lan: PlaceLanguageSchema,
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const NearbyAirportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  label: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number(),
});
export type NearbyAirport = z.infer<typeof NearbyAirportSchema>;
export const GeonamesReplySchema = envelope(z.array(NearbyAirportSchema));

// ---- Cities, countries, continents ------------------------------------------------------------

export const WorldCitiesQuerySchema = z.object({ lan: PlaceLanguageSchema });
export const HotCitySchema = z.object({ iata: z.string(), pic: z.string(), city: z.string() });
export const NamedCodeSchema = z.object({ name: z.string(), code: z.string() });
export const DestinationCitySchema = z.object({
  cityId: z.string(),
  name: z.string(),
  /** IATA city code, used in /destination/{code}-things-to-do. */
  code: z.string(),
  pic: z.string(),
});
export const ContinentGroupSchema = z.object({
  continent: NamedCodeSchema,
  hotCities: z.array(z.object({ code: z.string(), iata: z.string(), name: z.string() })),
  countryCityGroups: z.array(
    z.object({ country: NamedCodeSchema, cities: z.array(DestinationCitySchema) }),
  ),
});
export type ContinentGroup = z.infer<typeof ContinentGroupSchema>;
export const WorldCitiesSchema = z.object({
  /** Popular Destinations tab. */
  hots: z.array(HotCitySchema),
  locations: z.array(ContinentGroupSchema),
});
export type WorldCities = z.infer<typeof WorldCitiesSchema>;
export const WorldCitiesReplySchema = envelope(WorldCitiesSchema);

export const PLACE_DETAIL_TYPES = ['city', 'country', 'continent'] as const;
export const PlaceDetailQuerySchema = z.object({
  code: z.string().trim().min(1).max(20),
  type: z.enum(PLACE_DETAIL_TYPES).default('city'),
  lan: PlaceLanguageSchema,
});
const PlaceRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  pic: z.string().optional(),
});
export const PlaceDetailSchema = z.object({
  type: z.enum(PLACE_DETAIL_TYPES),
  code: z.string(),
  name: z.string(),
  nameAscii: z.string(),
  pic: z.string(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  continentCode: z.string(),
  continentName: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  population: z.number().nullable(),
  timeZone: z.string().nullable(),
  /** Country: capital; city: region (state, province). */
  capital: z.string().nullable(),
  region: z.string().nullable(),
  currencies: z.array(z.string()),
  /** City: its airports; country: its main airports. */
  airports: z.array(z.object({ iata: z.string(), name: z.string(), city: z.string() })),
  /** Country: biggest cities with an airport; continent: hot cities. */
  cities: z.array(PlaceRefSchema),
  /** Continent: its countries. */
  countries: z.array(PlaceRefSchema),
});
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;
export const PlaceDetailReplySchema = envelope(PlaceDetailSchema);

/** `GET /api/WorldCities/Suggest?word=&lan=`: city search. */
export const CitySuggestQuerySchema = z.object({
  word: SearchText.default(''),
  lan: PlaceLanguageSchema,
});
export const CitySuggestionSchema = z.object({
  cityId: z.string(),
  /** IATA city code when the city has an airport, else the city id. */
  code: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  region: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number(),
});
export type CitySuggestion = z.infer<typeof CitySuggestionSchema>;
export const CitySuggestReplySchema = envelope(z.array(CitySuggestionSchema).max(10));

/** `GET /api/WorldCities/GetSights?code=&Lan=` (the spec sends `Lan`; `lan` is accepted too). */
export const SightsQuerySchema = z.object({
  code: z.string().trim().min(1).max(20),
  Lan: OptionalPlaceLanguageSchema,
  lan: OptionalPlaceLanguageSchema,
});
/**
 * No data set ships attractions, so a city's "sights" are real places derived from the data:
 * its airports and the large cities within day-trip reach.
 */
export const SightSchema = z.object({
  kind: z.enum(['airport', 'city']),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number(),
  population: z.number().nullable(),
  pic: z.string(),
});
export type Sight = z.infer<typeof SightSchema>;
export const SightsReplySchema = envelope(z.array(SightSchema));

/** `GET /api/WorldCities/GetCountries?lan=`: sorted by name in that language. */
export const CountriesQuerySchema = z.object({ lan: PlaceLanguageSchema });
export const CountryOptionSchema = z.object({ code: z.string(), name: z.string() });
export type CountryOption = z.infer<typeof CountryOptionSchema>;
export const CountriesReplySchema = envelope(z.array(CountryOptionSchema));

/** `GET /api/WorldCities/GetProvinces?countryCode=` */
export const ProvincesQuerySchema = z.object({ countryCode: CountryCode });
export const ProvinceOptionSchema = z.object({ code: z.string(), name: z.string() });
export type ProvinceOption = z.infer<typeof ProvinceOptionSchema>;
export const ProvincesReplySchema = envelope(z.array(ProvinceOptionSchema));

/** `GET /api/WorldCities/Pic/{code}.svg`: the generated illustration every `pic` points to. */
export const CityPictureParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{1,12}\.svg$/, 'must be <code>.svg'),
});

// ---- Airlines --------------------------------------------------------------------------------

export const AirlineSchema = z.object({
  airlineCode: z.string(),
  airline: z.string(),
  /** Home city or main hub, where known. */
  cityName: z.string().nullable(),
  cityCode: z.string().nullable(),
  icao: z.string(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type Airline = z.infer<typeof AirlineSchema>;
export const AirlinesQuerySchema = z.object({ lan: PlaceLanguageSchema });
export const AirlinesReplySchema = envelope(z.array(AirlineSchema));
export const AirlineParamsSchema = z.object({
  airlineCode: z
    .string()
    .regex(/^[A-Za-z0-9]{2}$/, 'must be a 2-character IATA airline code')
    .transform((code) => code.toUpperCase()),
});
export const AirlineReplySchema = envelope(AirlineSchema);

// ---- Currency --------------------------------------------------------------------------------

/** `GET /api/CurrencyConverter`: units of each currency per 1 USD, and when they were taken. */
export const CurrencyRatesSchema = z.object({
  rates: z.record(z.string(), z.number()),
  updateDate: z.string(),
});
export type CurrencyRates = z.infer<typeof CurrencyRatesSchema>;
export const CurrencyRatesReplySchema = envelope(CurrencyRatesSchema);

export { IataCode as IataCodeSchema, CountryCode as CountryCodeSchema };
