/**
 * Generated street addresses, written the way the country writes them where that is easy to
 * say (number after the street in much of Europe and Latin America), in English elsewhere.
 */
type Format = (stem: string, n: number) => string;

/** Street names in the language of the address, so a Berlin hotel is not on "Marketstraße". */
const GERMAN = ['Linden', 'Markt', 'Schiller', 'Garten', 'Bahnhof', 'Kirch', 'Mühlen', 'Berg'];
const FRENCH = ['de la Paix', 'du Marché', 'des Lilas', 'Victor Hugo', 'de la Gare', 'du Port'];
const SPANISH = ['Mayor', 'del Sol', 'de la Luna', 'del Carmen', 'Real', 'de los Olivos'];
const ITALIAN = ['Roma', 'Garibaldi', 'dei Mille', 'del Corso', 'Verdi', 'della Stazione'];
const PORTUGUESE = ['das Flores', 'do Sol', 'Augusta', 'da Estação', 'do Mercado', 'Nova'];
const DUTCH = ['Linden', 'Kerk', 'Molen', 'Markt', 'Haven', 'Tuin'];

const LOCAL: Readonly<Record<string, { stems: readonly string[]; format: Format }>> = {
  FR: { stems: FRENCH, format: (stem, n) => `${n} rue ${stem}` },
  BE: { stems: FRENCH, format: (stem, n) => `Rue ${stem} ${n}` },
  ES: { stems: SPANISH, format: (stem, n) => `Calle ${stem}, ${n}` },
  MX: { stems: SPANISH, format: (stem, n) => `Calle ${stem} ${n}` },
  AR: { stems: SPANISH, format: (stem, n) => `Calle ${stem} ${n}` },
  CO: { stems: SPANISH, format: (stem, n) => `Calle ${stem} ${n}` },
  CL: { stems: SPANISH, format: (stem, n) => `Calle ${stem} ${n}` },
  PE: { stems: SPANISH, format: (stem, n) => `Calle ${stem} ${n}` },
  IT: { stems: ITALIAN, format: (stem, n) => `Via ${stem}, ${n}` },
  PT: { stems: PORTUGUESE, format: (stem, n) => `Rua ${stem}, ${n}` },
  BR: { stems: PORTUGUESE, format: (stem, n) => `Rua ${stem}, ${n}` },
  DE: { stems: GERMAN, format: (stem, n) => `${stem}straße ${n}` },
  AT: { stems: GERMAN, format: (stem, n) => `${stem}straße ${n}` },
  CH: { stems: GERMAN, format: (stem, n) => `${stem}strasse ${n}` },
  NL: { stems: DUTCH, format: (stem, n) => `${stem}straat ${n}` },
};

const SUFFIXES = ['Street', 'Avenue', 'Road', 'Boulevard', 'Lane', 'Square'] as const;

export function streetAddress(
  countryCode: string,
  stems: readonly string[],
  random: () => number,
): string {
  const local = LOCAL[countryCode];
  const names = local?.stems ?? stems;
  const stem = names[Math.floor(random() * names.length)] ?? 'Main';
  const number = 1 + Math.floor(random() ** 1.5 * 240);
  if (local) return local.format(stem, number);
  const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)] ?? 'Street';
  return `${number} ${stem} ${suffix}`;
}
