import type { RouteObject } from '../../lib/router';

/**
 * Account routes (spec part 1 §2). Each page is its own lazy chunk; routes that need a
 * signed-in user carry `handle.requiresAuth`, which the shell's guard enforces.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
  },
  {
    path: '/reset-account',
    lazy: async () => ({
      Component: (await import('./pages/reset-account-page')).ResetAccountPage,
    }),
  },
  {
    path: '/account',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/account-home-page')).AccountHomePage }),
  },
  {
    path: '/account/edit',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/edit-profile-page')).EditProfilePage }),
  },
  {
    path: '/account/password',
    handle: { requiresAuth: true },
    lazy: async () => ({
      Component: (await import('./pages/change-password-page')).ChangePasswordPage,
    }),
  },
  {
    path: '/account/frequentlyUsers',
    handle: { requiresAuth: true },
    lazy: async () => ({
      Component: (await import('./pages/frequent-travellers-page')).FrequentTravellersPage,
    }),
  },
  {
    path: '/account/balance',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/balance-page')).BalancePage }),
  },
  {
    path: '/account/clients',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/clients-page')).ClientsPage }),
  },
  {
    path: '/account/subusers',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/subusers-page')).SubusersPage }),
  },
];
