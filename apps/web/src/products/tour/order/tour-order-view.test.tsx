import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { tourOrder } from './test/tour-order-fixture';
import { TourOrderView } from './tour-order-view';

/** The WeChat flow's short number (spec part 2 §3) beside the order number. */
describe('the tour order view: WeChat reference', () => {
  it('shows the short number of an order paid through WeChat, under its order number', async () => {
    renderPage(<TourOrderView order={tourOrder({ shortNumber: '48213907' })} status={null} />);
    const ref = await screen.findByTestId('wechat-ref');
    expect(ref).toHaveTextContent('WeChat reference 48213907');
    expect(screen.getByTestId('order-no')).toHaveTextContent('TO20300601A1');
  });

  it('says nothing of WeChat on an order without one', async () => {
    renderPage(<TourOrderView order={tourOrder()} status={null} />);
    expect(await screen.findByTestId('order-no')).toHaveTextContent('TO20300601A1');
    expect(screen.queryByTestId('wechat-ref')).not.toBeInTheDocument();
    expect(screen.queryByText(/WeChat/)).not.toBeInTheDocument();
  });
});

/** Valid markup: no block (a Mantine Badge is a div) inside a paragraph, which React warns of. */
describe('the tour order view: markup', () => {
  it('puts no div inside a paragraph (the insurance badge, the guaranteed badge)', async () => {
    renderPage(<TourOrderView order={tourOrder()} status={null} />);
    expect(await screen.findByTestId('order-no')).toBeInTheDocument();
    expect(screen.getByText(/^Travel insurance:/)).toBeInTheDocument();
    expect(document.querySelectorAll('p div, p p')).toHaveLength(0);
  });
});
