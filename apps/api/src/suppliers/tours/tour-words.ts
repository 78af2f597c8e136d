import { capitalise, listOf } from './tour-text';

/**
 * The wording of the generated catalogue, one template per text kind, fed the same structured
 * inputs (already named in the language by `place`) in every language. English is what the
 * operators' feed carries and what the database holds; Chinese (tour-words-zh.ts) is derived
 * from the same templates' inputs, so a tour reads the same facts in every language.
 */
export type LandStyle = 'escorted' | 'small-group' | 'one-day';

export interface TourWords {
  /** A city, place, dish, sea or river as this language names it. */
  place(name: string): string;
  /** A ship's name. */
  ship(name: string): string;
  /** An operator's name. */
  operator(name: string): string;
  /** A cabin category's name and beds. */
  cabin(c: { category: string; name: string; beds: string }): { name: string; beds: string };
  list(items: readonly string[]): string;
  /** A place at the start of a title or a sentence. */
  cap(text: string): string;
  land: {
    hotel(style: 'escorted' | 'small-group', base: string): string;
    arrive(city: string): { title: string; description: string };
    sightseeing(
      city: string,
      style: LandStyle,
      taste: string,
    ): { title: string; description: string };
    dayTrip(place: string, base: string): { title: string; description: string };
    onTo(place: string): { title: string; description: string };
    depart(): { title: string; description: string };
    oneDay(city: string, stops: readonly string[]): { title: string; description: string };
    /** Name variants per style, picked by the tour's hash (same count in every language). */
    names(
      style: LandStyle,
      t: {
        city: string;
        country: string;
        days: number;
        p0: string;
        p1: string;
        last: string;
        taste: string;
      },
    ): readonly string[];
    summary(
      style: LandStyle,
      t: {
        city: string;
        days: number;
        visited: readonly string[];
        stops: readonly string[];
        nights: number;
        meals: number;
      },
    ): string;
    highlights(
      style: LandStyle,
      t: { city: string; p0: string; visited: readonly string[]; taste: string; nights: number },
    ): string[];
    overview(
      style: LandStyle,
      t: {
        city: string;
        country: string;
        places: readonly string[];
        visited: readonly string[];
        taste: string;
      },
    ): string;
  };
  cruise: {
    embark(
      city: string,
      ship: string,
      river: boolean,
    ): { title: string; description: string; overnight: string };
    atSea(waters: string): { title: string; description: string };
    call(port: string): { title: string; description: string };
    disembark(end: string): { title: string; description: string };
    names(t: {
      waters: string;
      city: string;
      end: string;
      days: number;
      expedition: boolean;
      river: boolean;
    }): readonly string[];
    summary(t: { days: number; ship: string; city: string; ports: readonly string[] }): string;
    highlights(t: {
      ports: readonly string[];
      waters: string;
      ship: string;
      passengers: number;
      yearBuilt: number;
      expedition: boolean;
    }): string[];
    overview(t: {
      waters: string;
      city: string;
      ship: string;
      ports: readonly string[];
      firstCabin: string;
    }): string;
  };
}

const same = (name: string): string => name;

export const EN_WORDS: TourWords = {
  place: same,
  ship: same,
  operator: same,
  cabin: ({ name, beds }) => ({ name, beds }),
  list: listOf,
  cap: capitalise,
  land: {
    hotel: (style, base) =>
      `${style === 'escorted' ? 'First-class hotel' : 'Boutique hotel'}, ${base}`,
    arrive: (city) => ({
      title: `Arrive in ${city}`,
      description: `Arrive in ${city} and meet your group and tour leader at a welcome dinner.`,
    }),
    sightseeing: (city, style, taste) => ({
      title: `${city} guided sightseeing`,
      description:
        style === 'small-group'
          ? `A walking tour of ${city} with a local guide, then a tasting of ${taste}.`
          : `A morning tour of ${city}'s landmarks with a local guide; the afternoon is yours.`,
    }),
    dayTrip: (place, base) => ({
      title: `Day trip to ${place}`,
      description: `Travel out to ${place} for a guided visit, returning to ${base} in the evening.`,
    }),
    onTo: (place) => ({
      title: `On to ${place}`,
      description: `Travel to ${place} for a guided visit and time to explore on your own.`,
    }),
    depart: () => ({
      title: 'Depart',
      description: `Your tour ends after breakfast; transfers to the airport are included.`,
    }),
    oneDay: (city, stops) => ({
      title: `${city} to ${capitalise(listOf(stops))}`,
      description: `Morning pick-up in central ${city}, a guided visit of ${listOf(stops)} with lunch, back by early evening.`,
    }),
    names: (style, { city, country, days, p0, p1, last, taste }) =>
      style === 'escorted'
        ? [
            `Classic ${country}: ${city} to ${last}`,
            `Grand Tour of ${country}`,
            `${country} Highlights from ${city}`,
            `The Best of ${country} in ${days} Days`,
          ]
        : style === 'small-group'
          ? [
              `${city} and ${p1} Small-Group Discovery`,
              `Small-Group ${country}: ${capitalise(taste)} and Culture`,
              `Slow Travel ${country}: ${city}, ${p0} and ${p1}`,
            ]
          : [`${p0} Day Trip from ${city}`, `${city} Old Town and ${p0} in a Day`],
    summary: (style, { city, days, visited, stops, nights, meals }) =>
      style === 'one-day'
        ? `A full day from ${city} to ${listOf(stops)} with a guide, transport and lunch.`
        : `${days} days from ${city} ${style === 'escorted' ? 'with a tour director' : 'in a group of at most 16'}: ${listOf(visited.slice(0, 4))}. ${nights} hotel nights and ${meals} meals included.`,
    highlights: (style, { city, p0, visited, taste, nights }) =>
      style === 'one-day'
        ? [
            `Guided visit of ${p0}`,
            'Hotel pick-up in the city centre',
            'Lunch at a local restaurant',
            'Groups of at most 24',
          ]
        : [
            `Guided sightseeing in ${city}`,
            `Visits to ${listOf(visited.slice(1, 4))}`,
            style === 'small-group' ? `A tasting of ${taste}` : 'Welcome and farewell dinners',
            `${nights} nights in ${style === 'escorted' ? 'first-class' : 'boutique'} hotels`,
            style === 'escorted' ? 'A tour director from start to finish' : 'At most 16 travellers',
          ],
    overview: (style, { city, country, places, visited, taste }) =>
      style === 'one-day'
        ? `Leave the planning to us for a day: a licensed guide takes you from ${city} to ${listOf(places.slice(0, 2))}, with time to explore and a relaxed lunch.`
        : `Start in ${city}, ${country}, and travel on to ${listOf(visited.slice(1, 4))}. Local guides show you each place, hotels are central, and free time lets you find ${taste} on your own.`,
  },
  cruise: {
    embark: (city, ship, river) => ({
      title: `Embark in ${city}`,
      description: `Board the ${ship} in the afternoon; a welcome dinner as ${river ? 'the ship casts off' : 'you sail away'}.`,
      overnight: `On board the ${ship}`,
    }),
    atSea: (waters) => ({
      title: `At sea: ${waters}`,
      description: 'A day at sea: lectures, the spa and the decks are yours.',
    }),
    call: (port) => ({
      title: capitalise(port),
      description: `Call at ${port}, with a guided excursion included and time ashore on your own.`,
    }),
    disembark: (end) => ({
      title: `Disembark in ${end}`,
      description: `Breakfast on board, then disembark in ${end}; transfers to the airport are included.`,
    }),
    names: ({ waters, city, end, days, expedition, river }) =>
      expedition
        ? [`${waters} Expedition from ${city}`]
        : river
          ? [`${waters} River Journey: ${city} to ${end}`]
          : [
              `${waters} Voyage from ${city}`,
              `${days}-Day ${waters} Discovery`,
              `${waters} Explorer: ${days} Days`,
            ],
    summary: ({ days, ship, city, ports }) =>
      `${days} days on the ${ship} from ${city}, calling at ${listOf(ports.slice(0, 4))}. Meals on board, one excursion per port and transfers included.`,
    highlights: ({ ports, waters, ship, passengers, yearBuilt, expedition }) => [
      `${ports.length} ports of the ${waters}`,
      `The ${ship}, ${passengers} guests, launched ${yearBuilt}`,
      'All meals on board, with wine at dinner',
      expedition ? 'Zodiac landings with expedition guides' : 'A guided excursion in every port',
    ],
    overview: ({ waters, city, ship, ports, firstCabin }) =>
      `Sail the ${waters} from ${city} on the ${ship}. ${capitalise(listOf(ports.slice(0, 3)))} are on the way, and every cabin category, from ${firstCabin.toLowerCase()} to suite, has its own price per person.`,
  },
};
