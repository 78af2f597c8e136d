/**
 * Generated street addresses, written the way the country writes them where that is easy to
 * say (number after the street in much of Europe and Latin America), in English elsewhere.
 */
const NUMBER_AFTER: Readonly<Record<string, (stem: string, n: number) => string>> = {
  FR: (stem, n) => `${n} rue ${stem}`,
  BE: (stem, n) => `Rue ${stem} ${n}`,
  ES: (stem, n) => `Calle ${stem}, ${n}`,
  MX: (stem, n) => `Calle ${stem} ${n}`,
  AR: (stem, n) => `Calle ${stem} ${n}`,
  CO: (stem, n) => `Calle ${stem} ${n}`,
  CL: (stem, n) => `Calle ${stem} ${n}`,
  PE: (stem, n) => `Calle ${stem} ${n}`,
  IT: (stem, n) => `Via ${stem}, ${n}`,
  PT: (stem, n) => `Rua ${stem}, ${n}`,
  BR: (stem, n) => `Rua ${stem}, ${n}`,
  DE: (stem, n) => `${stem}straße ${n}`,
  AT: (stem, n) => `${stem}straße ${n}`,
  CH: (stem, n) => `${stem}strasse ${n}`,
  NL: (stem, n) => `${stem}straat ${n}`,
};

const SUFFIXES = ['Street', 'Avenue', 'Road', 'Boulevard', 'Lane', 'Square'] as const;

export function streetAddress(
  countryCode: string,
  stems: readonly string[],
  random: () => number,
): string {
  const stem = stems[Math.floor(random() * stems.length)] ?? 'Main';
  const number = 1 + Math.floor(random() ** 1.5 * 240);
  const local = NUMBER_AFTER[countryCode];
  if (local) return local(stem, number);
  const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)] ?? 'Street';
  return `${number} ${stem} ${suffix}`;
}
