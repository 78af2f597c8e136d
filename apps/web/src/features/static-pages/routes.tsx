import type { RouteObject } from '../../lib/router';
import { STATIC_PAGE_SLUGS, type StaticPageSlug } from './slugs';

function staticRoute(slug: StaticPageSlug): RouteObject {
  return {
    path: `/${slug}`,
    lazy: async () => {
      const { StaticPage } = await import('./static-page');
      return { Component: () => <StaticPage slug={slug} /> };
    },
  };
}

/** /about-us, /policy, /terms, /faq, /contact-us and /user-agreement (spec part 1 §2). */
export const staticPageRoutes: RouteObject[] = STATIC_PAGE_SLUGS.map(staticRoute);
