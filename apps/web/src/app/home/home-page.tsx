import { lazy, Suspense } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { HomeBanner } from './home-banner';
import { SearchBox } from './search-box';

// Below the banner and the search box, so it loads right after the first paint; nothing above
// it moves when it arrives.
const WhyChooseUs = lazy(async () => ({ default: (await import('./why-choose-us')).WhyChooseUs }));

/**
 * Home (spec part 1 §1): banner, the tabbed search box, and the four reasons to choose us.
 * Newsroom promotions, hot products, offers and destinations join as their issues land.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <HomeBanner />
      <Container>
        <SearchBox />
      </Container>
      <Suspense fallback={null}>
        <WhyChooseUs />
      </Suspense>
    </>
  );
}
