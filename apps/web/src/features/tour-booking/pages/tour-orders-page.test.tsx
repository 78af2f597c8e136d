import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TourOrderListItem } from '@travel/contracts/tour-orders';
import { loginData, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { tourOk } from '../test/tour-fixtures';
import { TourOrdersPage } from './tour-orders-page';

afterEach(() => {
  resetSessionForTests();
  vi.unstubAllGlobals();
});

const item = (overrides: Partial<TourOrderListItem>): TourOrderListItem => ({
  orderNo: 'TO20300601A1',
  product: 'tour',
  status: 'paid',
  confirmation: 'pending',
  confirmBy: '2030-06-03T09:10:00Z',
  createdAt: '2030-06-01T09:00:00Z',
  deadlineAt: null,
  TourID: 'alpine-lakes-8',
  TourCode: 'EU-ALP-08',
  TourName: 'Alpine Lakes and Villages',
  TourCity: 'Geneva',
  departDate: '2030-06-10',
  returnDate: '2030-06-17',
  travellerCount: 3,
  total: 390_000,
  currency: 'USD',
  accountCode: 'TRAVELOUTLET',
  bookedByName: 'Ada Lovelace',
  ...overrides,
});

describe(
  '/account/tourOrders (spec part 2 §4: all, paid, unpaid, cancelled)',
  { timeout: 60_000 },
  () => {
    it('lists the orders of a tab, each opening its order page; tabs and kinds ask again', async () => {
      const api = mockApi({
        'GET /api/OrderList': (call) =>
          tourOk({
            orders:
              call.query.get('tab') === 'unpaid'
                ? []
                : [
                    item({}),
                    item({
                      orderNo: 'TO2',
                      status: 'issued',
                      confirmation: 'confirmed',
                      TourName: 'Danube Castles',
                    }),
                  ],
            total: 2,
            page: 1,
            pageSize: 10,
          }),
        'GET /api/CustomizeCruiseOrderList': tourOk({
          orders: [item({ orderNo: 'CR1', product: 'cruise', TourName: 'Norwegian Fjords' })],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      });
      startSession(loginData());
      renderPage(<TourOrdersPage />, { path: '/account/tourOrders', url: '/account/tourOrders' });
      const first = await screen.findByRole('link', { name: 'Alpine Lakes and Villages' });
      expect(first).toHaveAttribute('href', '/order-tour/TO20300601A1');
      const rows = screen.getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByText('Paid, awaiting confirmation')).toBeInTheDocument();
      expect(
        within(rows[0]!).getByText('Awaiting the operator’s confirmation'),
      ).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Confirmed')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/OrderList')[0]?.query.get('tab')).toBe('all');
      expect(api.callsTo('GET', '/api/OrderList')[0]?.query.get('kind')).toBe('tour');

      fireEvent.click(screen.getByRole('tab', { name: 'Unpaid' }));
      expect(await screen.findByText('No orders waiting for payment.')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('radio', { name: 'Cruises' }));
      const cruise = await screen.findByRole('link', { name: 'Norwegian Fjords' });
      expect(cruise).toHaveAttribute('href', '/order-cruise/CR1');
      await waitFor(() =>
        expect(api.callsTo('GET', '/api/CustomizeCruiseOrderList')[0]?.query.get('tab')).toBe(
          'unpaid',
        ),
      );
    });
  },
);
