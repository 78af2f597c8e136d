import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSkeleton } from './app-loading';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      <ScrollRestoration />
    </>
  );
}
