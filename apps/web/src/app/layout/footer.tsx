import { Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { FOOTER_FARE_NOTICE } from '@travel/contracts/constants';
import { BrandMark } from '../../components/brand-logo';
import { PaymentBadges } from '../../components/payment-badges';
import { env, type SocialLink } from '../../config/env';
import classes from './footer.module.css';

interface FooterLink {
  to: string;
  label: string;
}

function Column({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialColumn({ title, links }: { title: string; links: readonly SocialLink[] }) {
  return (
    <nav aria-labelledby="footer-social">
      <h2 id="footer-social" className={classes.heading}>
        {title}
      </h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.url} className={classes.link} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Footer of spec part 2 §2: information and company columns, social links (only those with a
 * link; none configured hides the column), accepted payments, the fare notice, the
 * seller-of-travel line and the copyright. Newsroom and blog join the information column
 * when their pages exist.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  const social = env.socialLinks;

  return (
    <footer className={classes.footer}>
      <Container py="xl">
        <div className={classes.columns} data-social={social.length > 0 || undefined}>
          <Stack gap="xs" className={classes.brand}>
            <Group gap={8} wrap="nowrap">
              <BrandMark size={28} />
              <Text fw={800} c="ocean.9">
                {t('brand')}
              </Text>
            </Group>
            <Text size="sm">{t('footer.tagline')}</Text>
            <Text size="sm">
              {t('footer.advice')}{' '}
              <a className={classes.link} href={`tel:${env.phone.replace(/[^+\d]/g, '')}`}>
                <strong>{env.phone}</strong>
              </a>
            </Text>
          </Stack>
          <Column
            id="footer-information"
            title={t('footer.information')}
            links={[
              { to: '/faq', label: t('footer.faq') },
              { to: '/contact-us', label: t('footer.contact') },
            ]}
          />
          <Column
            id="footer-company"
            title={t('footer.company')}
            links={[
              { to: '/about-us', label: t('footer.about') },
              { to: '/policy', label: t('footer.policy') },
              { to: '/terms', label: t('footer.terms') },
              { to: '/user-agreement', label: t('footer.userAgreement') },
            ]}
          />
          {social.length > 0 ? <SocialColumn title={t('footer.social')} links={social} /> : null}
        </div>

        <Divider my="lg" />

        <Stack gap="sm">
          <Group gap="sm" align="center">
            <Text size="sm" fw={600} id="footer-payments">
              {t('footer.payments')}
            </Text>
            <div aria-labelledby="footer-payments" role="group">
              <PaymentBadges />
            </div>
          </Group>
          <Text className={classes.legal}>
            {t('footer.fareNotice', {
              percent: FOOTER_FARE_NOTICE.savingsUpToPercent,
              days: FOOTER_FARE_NOTICE.advancePurchaseDays,
              currency: FOOTER_FARE_NOTICE.currency,
            })}
          </Text>
          <Text className={classes.legal}>
            {t('footer.sellerOfTravel', { number: env.sellerOfTravel })}
          </Text>
          {env.showDemoNotice ? (
            <Text className={classes.legal}>{t('footer.demoNotice')}</Text>
          ) : null}
          <Text className={classes.legal}>{t('footer.copyright', { year })}</Text>
        </Stack>
      </Container>
    </footer>
  );
}
