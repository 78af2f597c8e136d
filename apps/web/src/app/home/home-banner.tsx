import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import classes from './home.module.css';

/**
 * The home banner. The artwork is drawn here (sky, sun, hills, a plane's trail) because the
 * storefront ships no photographs.
 */
export function HomeBanner() {
  const { t } = useTranslation();
  return (
    <section className={classes.banner} aria-labelledby="home-title">
      <svg
        className={classes.art}
        viewBox="0 0 1440 360"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#003f7f" />
            <stop offset="1" stopColor="#1c6bcc" />
          </linearGradient>
        </defs>
        <rect width="1440" height="360" fill="url(#sky)" />
        <circle cx="1250" cy="100" r="56" fill="#ffb703" opacity="0.9" />
        <path d="M0 300 C240 240 420 280 640 250 S1080 200 1440 260 V360 H0Z" fill="#064f98" />
        <path d="M0 330 C300 290 560 320 820 300 S1220 280 1440 310 V360 H0Z" fill="#0b5cad" />
        <path
          className={classes.flight}
          d="M760 250 C860 190 940 160 1040 150"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.5"
          strokeWidth="3"
          strokeDasharray="2 14"
          strokeLinecap="round"
        />
        <g className={classes.flight} transform="translate(1070 146) rotate(-8)" fill="#fff">
          <path d="M-26 2 26-6l6 4-6 4-52 8-4-4Z" />
          <path d="M-4 0 10-22h8L8 2Z" />
          <path d="M-4 4 6 22h8L6 2Z" />
          <path d="M-24 0-30-12h6L-16 0Z" />
        </g>
      </svg>
      <Container className={classes.bannerContent}>
        <Stack gap="xs" maw={640}>
          <Title order={1} id="home-title" c="white" className={classes.bannerTitle}>
            {t('home.bannerTitle')}
          </Title>
          <Text c="ocean.0" size="lg">
            {t('home.bannerText')}
          </Text>
        </Stack>
      </Container>
    </section>
  );
}
