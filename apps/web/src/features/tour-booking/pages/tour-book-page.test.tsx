import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COUNTRIES } from '../../../test/flight-fixtures';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { act } from '@testing-library/react';
import { setClientView } from '../../../lib/client-view';
import { readDraft } from '../lib/book-draft';
import { storeFilledDraft } from '../test/stored-draft';
import { DEPARTURE_DATE, TOUR_ID, priceTour, tourInfo, tourOk } from '../test/tour-fixtures';
import { TourBookPage } from './tour-book-page';

afterEach(() => {
  act(() => setClientView(false));
  resetSessionForTests();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const URL = `/tour/book/${TOUR_ID}?date=${DEPARTURE_DATE}&rooms=2-0`;
const api = () =>
  mockApi({
    'POST /api/tourdetail': tourOk(tourInfo()),
    'POST /api/PriceTour': tourOk(priceTour()),
    'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
  });

describe('/tour/book/{id} (spec part 2 §2–§5)', { timeout: 60_000 }, () => {
  // The form's lazy parts (rules, lower sections, agent choice), transformed once up front: on a
  // busy machine their first import can outlast a findBy's wait.
  beforeAll(async () => {
    await Promise.all([
      import('../lib/validate-tour-booking'),
      import('../components/book-form-lower'),
      import('../components/agent-book-for'),
      import('../components/leave-dialog'),
      import('../components/departure-gone'),
    ]);
  });
  it('prices the rooms of the link and shows the departure', async () => {
    const calls = api();
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL });
    const summary = await screen.findByRole('complementary', { name: 'Alpine Lakes and Villages' });
    await waitFor(() => expect(summary).toHaveTextContent('Selling price$3,000.00'));
    expect(summary).toHaveTextContent('12 places left');
    const body = calls.callsTo('POST', '/api/PriceTour')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      tourid: TOUR_ID,
      packageID: `${TOUR_ID}-${DEPARTURE_DATE}`,
      cttq: DEPARTURE_DATE,
      rooms: [{ key: 'r1', adults: 2, children: 0 }],
      Lan: 'EN',
    });
    // The spec's steps, the first one current.
    expect(screen.getByText('Order')).toBeInTheDocument();
    expect(screen.getByText('Confirm')).toBeInTheDocument();
  });

  it("says 'Please fill in …' and stays when required fields are empty", async () => {
    api();
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL });
    const next = await screen.findByRole('button', { name: 'Continue to review' });
    await waitFor(() => expect(next).toBeEnabled());
    await screen.findByText('Selling price');
    fireEvent.click(next);
    expect((await screen.findAllByText('Please fill in First name')).length).toBeGreaterThan(0);
    // The contact and choices sections are their own chunk (loaded on focus, scroll or submit).
    expect(await screen.findAllByText('Please fill in Phone')).toHaveLength(1);
    expect(screen.getAllByText('Please fill in Flight number')).toHaveLength(2);
    expect(screen.getByText('Please choose an insurance option')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of service')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(readDraft('tour', TOUR_ID)).toBeNull();
  });

  it('goes to the confirm page with valid values and the price shown', async () => {
    api();
    storeFilledDraft(1);
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL });
    expect(await screen.findByDisplayValue('Adaa')).toBeInTheDocument();
    await screen.findByText('Selling price');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/tour/book/${TOUR_ID}/confirm`,
    );
    expect(readDraft('tour', TOUR_ID)?.expectedTotal).toBe(300_000);
  });

  it('asks before leaving with unsaved data, and stays when asked to', async () => {
    api();
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL });
    const remark = (await screen.findAllByLabelText('Remark'))[0]!;
    fireEvent.change(remark, { target: { value: 'Window seat on the coach' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the tour' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this booking?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the tour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/tour/detail/${TOUR_ID}`);
  });

  it('sends back to the tour when the departure is not on sale', async () => {
    api();
    renderPage(<TourBookPage />, {
      path: '/tour/book/:id',
      url: `/tour/book/${TOUR_ID}?date=2030-07-01&rooms=2-0`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This departure cannot be booked');
    expect(screen.getByRole('link', { name: 'Choose another date' })).toHaveAttribute(
      'href',
      `/tour/detail/${TOUR_ID}`,
    );
  });

  it('an agent sees net, commission and selling price and books for a sub-agent (GetSubagent)', async () => {
    const calls = mockApi({
      'POST /api/tourdetail': tourOk(tourInfo()),
      'POST /api/PriceTour': tourOk({ ...priceTour(), TourComm: 30_000, agentSelling: 270_000 }),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/GetSubagent': tourOk({
        subagents: [
          {
            id: 'a7587145-7c64-45d0-b5d3-9b04cace7119',
            accountCode: 'AGT10011',
            name: 'Sofia Marquez',
            email: 'subagent@example.com',
            disabled: false,
          },
        ],
      }),
    });
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL });
    const summary = await screen.findByRole('complementary', { name: 'Alpine Lakes and Villages' });
    await waitFor(() => expect(summary).toHaveTextContent('Selling price$3,000.00'));
    expect(summary).toHaveTextContent('Commission-$300.00');
    expect(summary).toHaveTextContent('Net price (you pay)$2,700.00');
    fireEvent.click(await screen.findByRole('radio', { name: 'A sub-agent' }));
    await waitFor(() => expect(calls.callsTo('GET', '/api/GetSubagent')).toHaveLength(1));
    // Client view: the client's price only.
    act(() => setClientView(true));
    await waitFor(() => expect(summary).not.toHaveTextContent('Commission'));
  });
});
