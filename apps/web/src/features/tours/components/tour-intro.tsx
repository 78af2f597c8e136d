import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
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
import classes from './tour-detail.module.css';

/**
 * The detail intro (spec part 2 §2, §3 "Tour intro"): name, code, departure location (TourCity),
 * days, highlights, overview and summary, and the PDF itinerary when the reply names one.
 */
export function TourIntro({ info }: { info: TourInfo }) {
  const { t } = useTranslation('tours');
  return (
    <section aria-labelledby="tour-title" className={classes.intro}>
      <img
        src={info.TourImage}
        alt=""
        width={640}
        height={400}
        className={classes.hero}
        fetchPriority="high"
      />
      <Stack gap="sm">
        <Title order={1} size="h2" id="tour-title">
          {info.TourName}
        </Title>
        <Group gap="xs">
          <Badge variant="light" leftSection={<IconHash size={12} aria-hidden="true" />}>
            {t('detail.code', { code: info.TourCode })}
          </Badge>
          <Badge variant="light" leftSection={<IconMapPin size={12} aria-hidden="true" />}>
            {t('detail.departsFrom', { city: info.TourCity })}
          </Badge>
          <Badge variant="light" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {t('card.days', { count: info.TourDays })}
          </Badge>
          <Badge variant="outline" color="gray">
            {t(`styles.${info.style}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t('detail.operator', { name: info.operator.name })}
        </Text>
        <Text>{info.TourSummary}</Text>
        {/* On a phone the departures come after the whole itinerary: a way straight there. */}
        <Anchor href="#tour-booking" className={classes.jump}>
          <IconCalendarEvent size={16} aria-hidden="true" /> {t('detail.toDepartures')}
        </Anchor>
        {info.TourPDF ? (
          <Anchor
            href={`${env.apiBaseUrl}${info.TourPDF}`}
            download
            className={classes.pdf}
            data-testid="tour-pdf"
          >
            <IconDownload size={16} aria-hidden="true" /> {t('detail.pdf')}
          </Anchor>
        ) : null}
      </Stack>
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
