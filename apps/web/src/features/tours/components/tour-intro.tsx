import { Anchor, Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconClock,
  IconDownload,
  IconHash,
  IconMapPin,
  IconStar,
} from '@tabler/icons-react';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { env } from '../../../config/env';
import { useTranslation } from '../../../lib/i18n';
import type { TourHeading } from '../lib/tour-heading';
import classes from './tour-detail.module.css';

/**
 * The intro's head: picture, name, code, departure location (TourCity), days, style, operator,
 * summary and the PDF itinerary when the tour has one. Drawn from the header's texts alone
 * (lib/tour-heading.ts), so the server's first HTML (the filled template) and the page draw
 * the very same markup.
 */
function TourIntroHead({ heading }: { heading: TourHeading }) {
  const { t } = useTranslation('tours');
  return (
    <>
      <img
        src={heading.picture}
        alt=""
        width={640}
        height={400}
        className={classes.hero}
        fetchPriority="high"
      />
      <Stack gap="sm">
        <Title order={1} size="h2" id="tour-title">
          {heading.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" leftSection={<IconHash size={12} aria-hidden="true" />}>
            {heading.code}
          </Badge>
          <Badge variant="light" leftSection={<IconMapPin size={12} aria-hidden="true" />}>
            {heading.city}
          </Badge>
          <Badge variant="light" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {heading.days}
          </Badge>
          <Badge variant="outline" color="gray">
            {heading.style}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {heading.operator}
        </Text>
        <Text>{heading.summary}</Text>
        {/* On a phone the departures come after the whole itinerary: a way straight there. */}
        <Anchor href="#tour-booking" className={classes.jump}>
          <IconCalendarEvent size={16} aria-hidden="true" /> {t('detail.toDepartures')}
        </Anchor>
        {heading.pdf ? (
          <Anchor
            href={`${env.apiBaseUrl}${heading.pdf}`}
            download
            className={classes.pdf}
            data-testid="tour-pdf"
          >
            <IconDownload size={16} aria-hidden="true" /> {t('detail.pdf')}
          </Anchor>
        ) : null}
      </Stack>
    </>
  );
}

/**
 * The detail intro (spec part 2 §2, §3 "Tour intro"): the head, then highlights, overview and
 * summary. `heading` is `info`'s header texts (the page computes them once for the breadcrumbs).
 */
export function TourIntro({ info, heading }: { info: TourInfo; heading: TourHeading }) {
  const { t } = useTranslation('tours');
  return (
    <section aria-labelledby="tour-title" className={classes.intro}>
      <TourIntroHead heading={heading} />
      <Stack gap="xs" className={classes.introText}>
        <Title order={2} size="h4">
          {t('detail.highlights')}
        </Title>
        <List spacing={4} icon={<IconStar size={14} aria-hidden="true" />} center>
          {info.highlights.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Title order={2} size="h4" mt="sm">
          {t('detail.overview')}
        </Title>
        <Text>{info.overview}</Text>
      </Stack>
    </section>
  );
}

/**
 * The intro while the rest of the tour loads: the head as the server knows it, and the
 * highlights' and overview's place held.
 */
export function TourIntroPreview({ heading }: { heading: TourHeading }) {
  return (
    <section aria-labelledby="tour-title" className={classes.intro}>
      <TourIntroHead heading={heading} />
      <Stack gap="xs" className={classes.introText}>
        <Skeleton height={22} width="30%" />
        <Skeleton height={96} />
        <Skeleton height={22} width="30%" />
        <Skeleton height={72} />
      </Stack>
    </section>
  );
}
