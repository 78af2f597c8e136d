import { Box, Container, Skeleton, Stack } from '@mantine/core';

/** Shown while the app initialises: the page's shape, so nothing jumps when it arrives. */
export function AppLoading() {
  return (
    <Box aria-busy="true" aria-live="polite">
      <Box h={64} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} />
      <PageSkeleton />
    </Box>
  );
}

export function PageSkeleton() {
  return (
    <Container py="xl" aria-hidden="true">
      <Stack gap="md">
        <Skeleton height={32} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="75%" />
        <Skeleton height={200} mt="md" />
      </Stack>
    </Container>
  );
}
