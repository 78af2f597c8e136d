/**
 * Where the simulated operators run tours: real cities of the reference data (by IATA city
 * code) and real places around them. Names, itineraries and prices are generated from these
 * (tour-generator.ts); only the places are real, every operator and ship is invented.
 */
export interface TourCitySeed {
  /** IATA city code; the reference data gives its country, continent and time zone. */
  code: string;
  /** The name travellers know (the reference data may name the airport's town). */
  name: string;
  /** Places visited from the city, nearest first. */
  places: readonly string[];
  /** A dish or drink for the food-themed small-group tours. */
  taste: string;
  /** Daily land cost index: 1 is a mid-priced destination. */
  costIndex: number;
}

export const TOUR_CITIES: readonly TourCitySeed[] = [
  // Europe
  {
    code: 'PAR',
    name: 'Paris',
    places: ['Versailles', 'Giverny', 'Reims', 'the Loire Valley', 'Mont-Saint-Michel'],
    taste: 'cheese and wine',
    costIndex: 1.3,
  },
  {
    code: 'ROM',
    name: 'Rome',
    places: ['Vatican City', 'Orvieto', 'Assisi', 'Florence', 'Pompeii'],
    taste: 'pasta and gelato',
    costIndex: 1.2,
  },
  {
    code: 'LON',
    name: 'London',
    places: ['Windsor', 'Oxford', 'the Cotswolds', 'Bath', 'Stonehenge'],
    taste: 'afternoon tea',
    costIndex: 1.35,
  },
  {
    code: 'BCN',
    name: 'Barcelona',
    places: ['Montserrat', 'Girona', 'Sitges', 'Tarragona', 'Valencia'],
    taste: 'tapas and cava',
    costIndex: 1.1,
  },
  {
    code: 'VIE',
    name: 'Vienna',
    places: ['the Wachau Valley', 'Melk', 'Bratislava', 'Salzburg', 'Hallstatt'],
    taste: 'coffee-house pastries',
    costIndex: 1.15,
  },
  {
    code: 'ATH',
    name: 'Athens',
    places: ['Cape Sounion', 'Nafplio', 'Olympia', 'Delphi', 'Meteora'],
    taste: 'mezze and olive oil',
    costIndex: 1.0,
  },
  {
    code: 'LIS',
    name: 'Lisbon',
    places: ['Sintra', 'Óbidos', 'Évora', 'Coimbra', 'Porto'],
    taste: 'pastéis de nata',
    costIndex: 0.95,
  },
  {
    code: 'EDI',
    name: 'Edinburgh',
    places: ['Stirling', 'St Andrews', 'Loch Ness', 'Inverness', 'the Isle of Skye'],
    taste: 'single malt whisky',
    costIndex: 1.2,
  },
  {
    code: 'PRG',
    name: 'Prague',
    places: ['Kutná Hora', 'Karlovy Vary', 'Český Krumlov', 'Brno', 'Olomouc'],
    taste: 'Czech beer',
    costIndex: 0.85,
  },
  // Asia
  {
    code: 'TYO',
    name: 'Tokyo',
    places: ['Kamakura', 'Nikko', 'Hakone', 'Kyoto', 'Nara'],
    taste: 'sushi and ramen',
    costIndex: 1.25,
  },
  {
    code: 'BJS',
    name: 'Beijing',
    places: ['the Great Wall at Mutianyu', 'the Ming Tombs', 'Chengde', "Xi'an", 'Pingyao'],
    taste: 'Peking duck',
    costIndex: 0.9,
  },
  {
    code: 'BKK',
    name: 'Bangkok',
    places: ['Ayutthaya', 'Kanchanaburi', 'Sukhothai', 'Chiang Mai', 'Chiang Rai'],
    taste: 'street food',
    costIndex: 0.7,
  },
  {
    code: 'DEL',
    name: 'Delhi',
    places: ['Agra', 'Fatehpur Sikri', 'Jaipur', 'Ranthambore', 'Udaipur'],
    taste: 'Mughlai cooking',
    costIndex: 0.7,
  },
  {
    code: 'HAN',
    name: 'Hanoi',
    places: ['Ninh Binh', 'Ha Long Bay', 'Sapa', 'Hue', 'Hoi An'],
    taste: 'pho and egg coffee',
    costIndex: 0.65,
  },
  {
    code: 'SEL',
    name: 'Seoul',
    places: ['the DMZ', 'Suwon', 'Jeonju', 'Gyeongju', 'Busan'],
    taste: 'Korean barbecue',
    costIndex: 1.05,
  },
  {
    code: 'KTM',
    name: 'Kathmandu',
    places: ['Bhaktapur', 'Nagarkot', 'Chitwan', 'Pokhara', 'Lumbini'],
    taste: 'momo dumplings',
    costIndex: 0.6,
  },
  {
    code: 'IST',
    name: 'Istanbul',
    places: ['Bursa', 'Gallipoli', 'Ephesus', 'Pamukkale', 'Cappadocia'],
    taste: 'meze and baklava',
    costIndex: 0.85,
  },
  // North America
  {
    code: 'NYC',
    name: 'New York',
    places: ['Philadelphia', 'Washington, D.C.', 'Boston', 'the Hudson Valley', 'Niagara Falls'],
    taste: 'deli classics',
    costIndex: 1.4,
  },
  {
    code: 'SFO',
    name: 'San Francisco',
    places: ['Muir Woods', 'Napa Valley', 'Monterey', 'Yosemite', 'Lake Tahoe'],
    taste: 'Napa wines',
    costIndex: 1.4,
  },
  {
    code: 'LAS',
    name: 'Las Vegas',
    places: ['the Hoover Dam', 'the Grand Canyon', 'Zion', 'Bryce Canyon', 'Monument Valley'],
    taste: 'Southwestern cooking',
    costIndex: 1.2,
  },
  {
    code: 'YVR',
    name: 'Vancouver',
    places: ['Whistler', 'Victoria', 'Kamloops', 'Jasper', 'Banff'],
    taste: 'Pacific salmon',
    costIndex: 1.3,
  },
  {
    code: 'MEX',
    name: 'Mexico City',
    places: ['Teotihuacan', 'Puebla', 'Taxco', 'Oaxaca', 'San Miguel de Allende'],
    taste: 'tacos and mezcal',
    costIndex: 0.75,
  },
  {
    code: 'CUN',
    name: 'Cancún',
    places: ['Isla Mujeres', 'Tulum', 'Chichén Itzá', 'Valladolid', 'Mérida'],
    taste: 'Yucatecan cooking',
    costIndex: 0.9,
  },
  // South America
  {
    code: 'LIM',
    name: 'Lima',
    places: ['Paracas', 'Cusco', 'the Sacred Valley', 'Machu Picchu', 'Lake Titicaca'],
    taste: 'ceviche',
    costIndex: 0.85,
  },
  {
    code: 'RIO',
    name: 'Rio de Janeiro',
    places: ['Petrópolis', 'Búzios', 'Paraty', 'Ilha Grande', 'Iguaçu Falls'],
    taste: 'churrasco',
    costIndex: 0.9,
  },
  {
    code: 'BUE',
    name: 'Buenos Aires',
    places: ['Tigre', 'Colonia del Sacramento', 'Mendoza', 'Bariloche', 'Iguazú Falls'],
    taste: 'Malbec and asado',
    costIndex: 0.85,
  },
  {
    code: 'SCL',
    name: 'Santiago',
    places: [
      'Valparaíso',
      'the Casablanca Valley',
      'the Maipo Valley',
      'San Pedro de Atacama',
      'Torres del Paine',
    ],
    taste: 'Chilean wines',
    costIndex: 0.9,
  },
  // Africa
  {
    code: 'CPT',
    name: 'Cape Town',
    places: ['Cape Point', 'Stellenbosch', 'Franschhoek', 'Hermanus', 'the Garden Route'],
    taste: 'Cape wines',
    costIndex: 0.9,
  },
  {
    code: 'RAK',
    name: 'Marrakesh',
    places: ['the Ourika Valley', 'Essaouira', 'Aït Benhaddou', 'Merzouga', 'Fes'],
    taste: 'tagine',
    costIndex: 0.7,
  },
  {
    code: 'NBO',
    name: 'Nairobi',
    places: ['Lake Naivasha', 'Lake Nakuru', 'Amboseli', 'the Masai Mara', 'Samburu'],
    taste: 'nyama choma',
    costIndex: 1.3,
  },
  {
    code: 'CAI',
    name: 'Cairo',
    places: ['Giza', 'Saqqara', 'Alexandria', 'Luxor', 'Aswan'],
    taste: 'koshari',
    costIndex: 0.75,
  },
  // Oceania
  {
    code: 'SYD',
    name: 'Sydney',
    places: ['the Blue Mountains', 'the Hunter Valley', 'Port Stephens', 'Canberra', 'Jervis Bay'],
    taste: 'Hunter Valley wines',
    costIndex: 1.3,
  },
  {
    code: 'AKL',
    name: 'Auckland',
    places: ['Waiheke Island', 'Hobbiton', 'Waitomo', 'Rotorua', 'the Bay of Islands'],
    taste: 'Marlborough wines',
    costIndex: 1.25,
  },
];
