import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { setCurrency } from '../lib/currency';
import { envelopeResponse } from '../test/mock-api';
import { ErrorBox } from './error-box';
import { EmptyState, LoadingState } from './page-states';
import { Price } from './price';

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Price', () => {
  it('shows a USD amount as is when USD is chosen, without asking for rates', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    wrap(<Price amountMinor={123450} currency="USD" />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('converts into the chosen currency once rates arrive, keeping the original as a title', async () => {
    setCurrency('CNY');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelopeResponse(200, {
          code: 0,
          msg: 'success',
          data: { rates: { USD: 1, CNY: 7.2 }, updateDate: '2026-01-14T00:00:00.000Z' },
        }),
      ),
    );
    wrap(<Price amountMinor={10000} currency="USD" />);
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    const converted = await screen.findByText('¥720.00');
    expect(converted).toHaveAttribute('title', '$100.00');
    vi.unstubAllGlobals();
  });
});

describe('ErrorBox', () => {
  it('shows the translated message for a catalogue code, else the server message', async () => {
    const onRetry = vi.fn();
    const { unmount } = wrap(
      <ErrorBox error={new ApiError(0, 'network', 'Network error.')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach Travel Outlet. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();

    wrap(<ErrorBox error={new ApiError(409, 1059, 'itinerary price changed')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('itinerary price changed');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("prefers a feature namespace's words for the code when given one", () => {
    wrap(<ErrorBox error={new ApiError(404, 'notFound', 'not found')} ns="mail" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This message was not found.');
  });
});

describe('LoadingState and EmptyState', () => {
  it('announces loading, and shows an empty state with its title, text and action', () => {
    const { container, unmount } = wrap(<LoadingState rows={3} />);
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    unmount();

    wrap(
      <EmptyState
        icon={<span>icon</span>}
        title="No travellers yet"
        text="Add the people you often book for."
        action={<button type="button">Add</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No travellers yet' })).toBeVisible();
    expect(screen.getByText('Add the people you often book for.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add' })).toBeVisible();
  });
});
