import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { HomeBanner } from './home-banner';
import { SearchBox } from './search-box';
import { WhyChooseUs } from './why-choose-us';

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
      <WhyChooseUs />
    </>
  );
}
