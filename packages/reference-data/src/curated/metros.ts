/**
 * Hand-made IATA metropolitan-area codes: a city code that stands for all of a city's
 * airports, as GDS and airline sites use them. Member airports are listed main airport first;
 * the build keeps those that are in the airport set and warns about any that are not.
 * Some metro codes equal one member airport's code (SHA, BKK, DXB, IST, TPE, HOU): as a place
 * code the metro wins (all airports), as in GDS city-code searches.
 */
export interface MetroDefinition {
  code: string;
  city: string;
  countryCode: string;
  airports: string[];
  /** The world-cities name when it differs from the name travellers use. */
  worldCityName?: string;
}

export const METRO_DEFINITIONS: MetroDefinition[] = [
  { code: 'NYC', city: 'New York', countryCode: 'US', airports: ['JFK', 'EWR', 'LGA'] },
  {
    code: 'LON',
    city: 'London',
    countryCode: 'GB',
    airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'],
  },
  { code: 'PAR', city: 'Paris', countryCode: 'FR', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'TYO', city: 'Tokyo', countryCode: 'JP', airports: ['HND', 'NRT'] },
  { code: 'SEL', city: 'Seoul', countryCode: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'CHI', city: 'Chicago', countryCode: 'US', airports: ['ORD', 'MDW'] },
  { code: 'WAS', city: 'Washington', countryCode: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'MIL', city: 'Milan', countryCode: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', city: 'Rome', countryCode: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'MOW', city: 'Moscow', countryCode: 'RU', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  { code: 'SAO', city: 'São Paulo', countryCode: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'BJS', city: 'Beijing', countryCode: 'CN', airports: ['PEK', 'PKX'] },
  { code: 'SHA', city: 'Shanghai', countryCode: 'CN', airports: ['PVG', 'SHA'] },
  { code: 'OSA', city: 'Osaka', countryCode: 'JP', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'STO', city: 'Stockholm', countryCode: 'SE', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'BUE', city: 'Buenos Aires', countryCode: 'AR', airports: ['EZE', 'AEP'] },
  { code: 'YTO', city: 'Toronto', countryCode: 'CA', airports: ['YYZ', 'YTZ'] },
  { code: 'YMQ', city: 'Montréal', countryCode: 'CA', airports: ['YUL'] },
  { code: 'RIO', city: 'Rio de Janeiro', countryCode: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'JKT', city: 'Jakarta', countryCode: 'ID', airports: ['CGK', 'HLP'] },
  { code: 'BKK', city: 'Bangkok', countryCode: 'TH', airports: ['BKK', 'DMK'] },
  { code: 'REK', city: 'Reykjavík', countryCode: 'IS', airports: ['KEF', 'RKV'] },
  { code: 'BHZ', city: 'Belo Horizonte', countryCode: 'BR', airports: ['CNF'] },
  { code: 'SPK', city: 'Sapporo', countryCode: 'JP', airports: ['CTS', 'OKD'] },
  {
    code: 'TCI',
    city: 'Tenerife',
    countryCode: 'ES',
    airports: ['TFS', 'TFN'],
    worldCityName: 'La Laguna',
  },
  { code: 'BUH', city: 'Bucharest', countryCode: 'RO', airports: ['OTP'] },
  { code: 'DXB', city: 'Dubai', countryCode: 'AE', airports: ['DXB', 'DWC'] },
  { code: 'IST', city: 'Istanbul', countryCode: 'TR', airports: ['IST', 'SAW'] },
  { code: 'TPE', city: 'Taipei', countryCode: 'TW', airports: ['TPE', 'TSA'] },
  { code: 'HOU', city: 'Houston', countryCode: 'US', airports: ['IAH', 'HOU'] },
];
