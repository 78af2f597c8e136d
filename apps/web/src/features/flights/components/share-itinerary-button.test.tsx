import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SEARCH_URL, testOffer } from '../../../test/flight-share-offer';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { ShareItineraryButton } from './share-itinerary-button';

const created = {
  code: 'Ab23cd45',
  url: '/flight-share/Ab23cd45',
  expiresAt: '2027-04-14T12:00:00.000Z',
};
const fullUrl = () => `${window.location.origin}/flight-share/Ab23cd45`;

/** The browser APIs under test, replaced per test (user-event installs its own clipboard). */
function stubNavigator(values: { clipboard?: unknown; share?: unknown }) {
  Object.defineProperty(navigator, 'clipboard', {
    value: values.clipboard,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(navigator, 'share', {
    value: values.share,
    configurable: true,
    writable: true,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  stubNavigator({});
  Reflect.deleteProperty(document, 'execCommand');
});

const offer = testOffer();
const show = () => renderPage(<ShareItineraryButton offer={offer} searchUrl={SEARCH_URL} />);

describe('ShareItineraryButton', () => {
  it('creates a short link for the offer and shows it in a dialog', async () => {
    const api = mockApi({ 'POST /api/ShortLinks': ok(created) });
    const { user } = show();
    stubNavigator({});
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this itinerary' });
    expect(await within(dialog).findByLabelText('Link to this itinerary')).toHaveValue(fullUrl());
    const [call] = api.callsTo('POST', '/api/ShortLinks');
    expect(call?.body).toEqual({
      kind: 'flight',
      target: SEARCH_URL,
      data: { offer, searchUrl: SEARCH_URL },
    });
    // No share sheet on this device: no button for it.
    expect(within(dialog).queryByRole('button', { name: 'Share…' })).toBeNull();

    // Closing and opening again shows the same link without creating another.
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    expect(await screen.findByLabelText('Link to this itinerary')).toHaveValue(fullUrl());
    expect(api.callsTo('POST', '/api/ShortLinks')).toHaveLength(1);
  });

  it('copies with the clipboard API', async () => {
    mockApi({ 'POST /api/ShortLinks': ok(created) });
    const { user } = show();
    const writeText = vi.fn(async () => {});
    stubNavigator({ clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(fullUrl());
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('falls back to selecting the link and the copy command without a clipboard API', async () => {
    mockApi({ 'POST /api/ShortLinks': ok(created) });
    const { user } = show();
    stubNavigator({});
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByLabelText('Link to this itinerary')).toHaveFocus();
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('asks the person to copy by hand when the browser refuses both ways', async () => {
    mockApi({ 'POST /api/ShortLinks': ok(created) });
    const { user } = show();
    stubNavigator({ clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('no'))) } });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your browser did not allow copying. Select the link and copy it.',
    );
  });

  it("opens the device's share sheet when it has one", async () => {
    mockApi({ 'POST /api/ShortLinks': ok(created) });
    const { user } = show();
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    stubNavigator({ share });
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Share this itinerary',
      text: 'Flights LAX–SFO on Travel Outlet',
      url: fullUrl(),
    });
    // Dismissing the sheet is not an error.
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused creation with a retry', async () => {
    let calls = 0;
    mockApi({
      'POST /api/ShortLinks': () =>
        (calls += 1) === 1
          ? fail(429, 'operationFrequent', 'The operation is frequent, please try again later')
          : ok(created),
    });
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share this itinerary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have shared many itineraries in a short time. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Link to this itinerary')).toHaveValue(fullUrl());
  });
});
