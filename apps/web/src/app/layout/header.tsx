import { lazy, Suspense, useEffect, useState } from 'react';
import { Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconReceipt, IconUserCircle, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink, useLocation, useNavigate } from '../../lib/router';
import { CURRENCIES } from '@travel/contracts/constants';
import { PRODUCTS } from '@travel/contracts/products';
import { isAgentType } from '@travel/contracts/roles';
import { BrandMark } from '../../components/brand-logo';
import { HOME_TABS } from '../home/home-tabs';
import { useCurrency } from '../../lib/currency';
import { useLanguage } from '../../lib/language';
import { notifySuccess } from '../../lib/notify';
import { loginPathFor } from '../../lib/redirect';
import { signOut } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import classes from './header.module.css';

// The dialog and the phone menu (Mantine Modal and Drawer) load on first use, keeping them out
// of the first download.
const PreferencesDialog = lazy(async () => ({
  default: (await import('./preferences-dialog')).PreferencesDialog,
}));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
// Only agents and sub-agents have the switch: nobody else downloads it.
const ClientViewSwitch = lazy(() => import('./client-view-switch'));

/**
 * The header's product links, in the home tabs' order: each product booked online opens the
 * home search box on its own tab (car rental and insurance, quoted by advisers, stay on the
 * home page's tabs).
 */
const PRODUCT_LINKS = HOME_TABS.filter((tab) =>
  (PRODUCTS as readonly string[]).includes(tab.value),
).map((tab) => ({ ...tab, to: `/?tab=${tab.value}` }));

/** Paths a sign-in should not come back to (they are the sign-in flow itself). */
const NO_RETURN = ['/login', '/register', '/reset-account'];

/**
 * The sticky top bar (spec part 1 §1-§2, part 2 §2): logo, My orders, the currency and
 * language dialog, and the sign-in link or the signed-in account name, over the sub-nav of the
 * products. Phones get a burger that opens the same links in a drawer.
 */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const isAgent = isAgentType(session?.user.role);
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const currency = useCurrency();
  const [menuOpened, menu] = useDisclosure(false);
  const [prefsOpened, prefs] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [prefsLoaded, setPrefsLoaded] = useState(false);

  // Drawers close on route change (spec part 2 §2).
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [location.pathname, location.search, closeMenu]);

  const here = `${location.pathname}${location.search}`;
  const signInTo = NO_RETURN.includes(location.pathname) ? '/login' : loginPathFor(here);
  const prefsLabel = `${language.split('-')[0]!.toUpperCase()} · ${currency} ${CURRENCIES[currency].symbol}`;

  const signOutAndLeave = async () => {
    menu.close();
    // Leave a possibly protected page first, so the guard does not bounce to sign-in.
    await navigate('/');
    await signOut();
    notifySuccess(t('nav.signedOut'));
  };

  const productLinks = (className: string | undefined) =>
    PRODUCT_LINKS.map(({ value, Icon, to }) => (
      <Link
        key={value}
        to={to}
        className={className}
        aria-current={isSearchTab(here, to) ? 'page' : undefined}
      >
        <Icon size={18} aria-hidden="true" />
        {t(`home.tabs.${value}`)}
      </Link>
    ));

  const ordersLink = (className: string | undefined) => (
    <Link
      to="/orders"
      className={className}
      aria-current={location.pathname === '/orders' ? 'page' : undefined}
    >
      <IconReceipt size={18} aria-hidden="true" />
      {t('nav.myOrders')}
    </Link>
  );

  const prefsButton = (fullWidth: boolean) => (
    <UnstyledButton
      className={fullWidth ? classes.drawerLink : classes.link}
      onClick={() => {
        menu.close();
        setPrefsLoaded(true);
        prefs.open();
      }}
      aria-label={t('preferences.buttonLabel', { value: prefsLabel })}
      aria-haspopup="dialog"
    >
      <IconWorld size={18} aria-hidden="true" />
      {prefsLabel}
    </UnstyledButton>
  );

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.logo} aria-label={t('nav.home')}>
            <BrandMark />
            <span>{t('brand')}</span>
          </Link>

          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md" wrap="nowrap">
            {ordersLink(classes.link)}
            {isAgent ? (
              <Suspense fallback={null}>
                <ClientViewSwitch />
              </Suspense>
            ) : null}
            {prefsButton(false)}
            {/* A fixed width: "Sign in" (what the prerendered HTML shows) and the name with
                "Sign out" (after hydration, for a returning visitor) take the same room, so the
                links beside them never move. */}
            <div className={classes.account}>
              {session ? (
                <>
                  <NavLink to="/account" end className={classes.link}>
                    <IconUserCircle size={20} aria-hidden="true" />
                    <span className={classes.userName}>{session.user.name}</span>
                  </NavLink>
                  <UnstyledButton className={classes.link} onClick={() => void signOutAndLeave()}>
                    <IconLogout size={18} aria-hidden="true" />
                    {t('nav.signOut')}
                  </UnstyledButton>
                </>
              ) : (
                <Button component={Link} to={signInTo} ml={4}>
                  {t('nav.signIn')}
                </Button>
              )}
            </div>
          </Group>

          <Burger
            hiddenFrom="md"
            opened={menuOpened}
            onClick={() => {
              setMenuLoaded(true);
              menu.toggle();
            }}
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      {/* The sub-nav (spec part 2 §2): the products on a row of their own, so the row above
          keeps room for an agent's switch, the preferences and the account at any width.
          Phones find the same links in the menu. */}
      <Container component="nav" aria-label={t('nav.products')} visibleFrom="md">
        <div className={classes.subnav}>{productLinks(classes.subnavLink)}</div>
      </Container>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            links={
              <>
                {productLinks(classes.drawerLink)}
                {ordersLink(classes.drawerLink)}
                {prefsButton(true)}
              </>
            }
          >
            {isAgent ? <ClientViewSwitch inMenu /> : null}
            {session ? (
              <>
                <NavLink to="/account" end className={classes.drawerLink}>
                  <IconUserCircle size={20} aria-hidden="true" />
                  {session.user.name}
                </NavLink>
                <UnstyledButton
                  className={classes.drawerLink}
                  onClick={() => void signOutAndLeave()}
                >
                  <IconLogout size={18} aria-hidden="true" />
                  {t('nav.signOut')}
                </UnstyledButton>
              </>
            ) : (
              <Button component={Link} to={signInTo} fullWidth>
                {t('nav.signIn')}
              </Button>
            )}
          </MobileMenu>
        </Suspense>
      ) : null}

      {prefsLoaded ? (
        <Suspense fallback={null}>
          <PreferencesDialog opened={prefsOpened} onClose={prefs.close} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * Whether the page shown is the home search box on the link's tab (other query parameters, such
 * as a filled-in search, do not matter): the link's own target is the reference, no product name.
 */
function isSearchTab(pathWithSearch: string, link: string): boolean {
  const [path, search = ''] = pathWithSearch.split('?');
  const [linkPath, linkSearch = ''] = link.split('?');
  return path === linkPath && new URLSearchParams(search).get('tab') === tabOf(linkSearch);
}

const tabOf = (search: string) => new URLSearchParams(search).get('tab');
