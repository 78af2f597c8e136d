import type { ContinentCode, LocalisedNames } from '../types';

/** Continent names in every name language (no package ships them translated). */
export const CONTINENT_NAMES: Record<ContinentCode, LocalisedNames> = {
  AF: { en: 'Africa', es: 'África', vi: 'Châu Phi', zh: '非洲', fr: 'Afrique' },
  AN: { en: 'Antarctica', es: 'Antártida', vi: 'Châu Nam Cực', zh: '南极洲', fr: 'Antarctique' },
  AS: { en: 'Asia', es: 'Asia', vi: 'Châu Á', zh: '亚洲', fr: 'Asie' },
  EU: { en: 'Europe', es: 'Europa', vi: 'Châu Âu', zh: '欧洲', fr: 'Europe' },
  NA: {
    en: 'North America',
    es: 'América del Norte',
    vi: 'Bắc Mỹ',
    zh: '北美洲',
    fr: 'Amérique du Nord',
  },
  OC: { en: 'Oceania', es: 'Oceanía', vi: 'Châu Đại Dương', zh: '大洋洲', fr: 'Océanie' },
  SA: {
    en: 'South America',
    es: 'América del Sur',
    vi: 'Nam Mỹ',
    zh: '南美洲',
    fr: 'Amérique du Sud',
  },
};
