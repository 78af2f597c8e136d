import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notifyError } from '../lib/notify';
import { Providers } from './providers';

describe('Providers', () => {
  it('mounts the toast container with the first toast only, and shows that toast', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    await screen.findByText('page');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // No container yet: its code is not part of a first visit.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => notifyError('Search error'));
    expect(await screen.findByText('Search error')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
