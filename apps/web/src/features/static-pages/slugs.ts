/**
 * The static pages (spec part 2 §2). Their own file so the route table (in the first bundle)
 * does not pull in `documents.ts` and its loaders for every page and language.
 */
export const STATIC_PAGE_SLUGS = [
  'about-us',
  'policy',
  'terms',
  'faq',
  'contact-us',
  'user-agreement',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];
