import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { serviceMatchKey } from '@travel/contracts/seat-services';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { servicesFixture } from '../seat-picker/test/seat-fixtures';
import { ServicePicker } from './service-picker';
import {
  initialServiceChoices,
  keyOf,
  servicesFor,
  servicesSubmission,
  toggleService,
} from './service-rules';

const result = servicesFixture();
const [adult, child] = result.passengers as [
  (typeof result.passengers)[0],
  (typeof result.passengers)[0],
];
const [first, second] = result.segments as [
  (typeof result.segments)[0],
  (typeof result.segments)[0],
];
const names = (list: { name: string }[]) => list.map((s) => s.name);
const byName = (name: string) => result.services.find((s) => s.name === name)!;

describe('service rules', () => {
  it('match services by lowercased name without spaces and commas, and total', () => {
    expect(keyOf({ name: 'Extra checked bag, 23 kg', totalAmount: 5000 })).toBe(
      'extracheckedbag23kg|5000',
    );
    expect(serviceMatchKey('Pet in cabin, up to 8 kg', 9500)).toBe('petincabinupto8kg|9500');
  });

  it('offer a service only for a matching passenger type and segment routing', () => {
    expect(names(servicesFor(result.services, first, adult))).toEqual([
      'Extra checked bag, 23 kg',
      'Second extra checked bag, 23 kg',
    ]);
    expect(names(servicesFor(result.services, first, child))).toEqual([
      'Extra checked bag, 23 kg',
      'Second extra checked bag, 23 kg',
      'Child meal',
    ]);
    expect(names(servicesFor(result.services, second, adult))).toContain(
      'Pet in cabin, up to 8 kg',
    );
    expect(names(servicesFor(result.services, second, child))).not.toContain(
      'Pet in cabin, up to 8 kg',
    );
    // Two entries with one key show one card.
    const twice = [...result.services, { ...byName('Child meal') }];
    expect(names(servicesFor(twice, first, child)).filter((n) => n === 'Child meal')).toHaveLength(
      1,
    );
  });

  it('toggle per passenger and segment; the second bag needs the first and goes with it', () => {
    const bag = byName('Extra checked bag, 23 kg');
    const bag2 = byName('Second extra checked bag, 23 kg');
    const none = initialServiceChoices(result);
    expect(toggleService(none, result.services, first.FlightID, 'PAX1', bag2)).toBe(none);
    let choices = toggleService(none, result.services, first.FlightID, 'PAX1', bag);
    choices = toggleService(choices, result.services, first.FlightID, 'PAX1', bag2);
    expect(choices[first.FlightID]?.PAX1).toEqual([keyOf(bag), keyOf(bag2)]);
    expect(choices[second.FlightID]).toBeUndefined();
    choices = toggleService(choices, result.services, first.FlightID, 'PAX1', bag);
    expect(choices[first.FlightID]?.PAX1).toEqual([]);
  });

  it('submit every passenger, with an empty list when nothing is chosen', () => {
    const bag = byName('Extra checked bag, 23 kg');
    const choices = toggleService({}, result.services, second.FlightID, 'PAX2', bag);
    expect(servicesSubmission(result, choices)).toEqual([
      {
        passengerRef: 'PAX1',
        firstName: 'Ada',
        middleName: '',
        lastName: 'Lovelace',
        services: [],
      },
      {
        passengerRef: 'PAX2',
        firstName: 'Kid',
        middleName: '',
        lastName: 'Lovelace',
        services: [
          {
            serviceName: 'Extra checked bag, 23 kg',
            shoppingResponseId: 'SVR-TO12345678',
            offerId: 'SVO-TO12345678',
            owner: 'AA',
            offerItemRef: `BAG1.${second.FlightID}`,
            passengerRef: 'PAX2',
            baseFare: bag.baseAmount,
            tax: bag.taxAmount,
            totalPrice: 5000,
            selections: [{ serviceid: `BAG1-${second.FlightID}`, serviceDefinitionId: 'BAG1' }],
          },
        ],
      },
    ]);
  });
});

describe('ServicePicker', () => {
  const show = () => {
    const onDone = vi.fn();
    return {
      onDone,
      ...renderPage(<ServicePicker orderNo="TO12345678" onDone={onDone} />),
    };
  };

  it('refilters on passenger and segment change and toggles cards', async () => {
    const api = mockApi({
      'GET /api/Services': ok(result),
      'POST /api/ReserveServices': ok({ orderNo: 'TO12345678', totalPrice: 1, services: [] }),
    });
    const { user, onDone } = show();
    const bag = await screen.findByRole('button', { name: /^Extra checked bag, 23 kg/ });
    expect(screen.queryByRole('button', { name: /Child meal/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Second extra checked bag/ })).toBeDisabled();
    await user.click(bag);
    expect(screen.getByRole('button', { name: /^Extra checked bag, 23 kg/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Second extra checked bag/ })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: /Kid Lovelace/ }));
    expect(screen.getByRole('button', { name: /Child meal/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: /^Extra checked bag, 23 kg/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: /Child meal/ }));

    await user.click(screen.getByRole('radio', { name: /ORD → JFK/ }));
    expect(screen.queryByRole('button', { name: /Child meal/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Ada Lovelace/ }));
    expect(screen.getByRole('button', { name: /Pet in cabin/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Extra checked bag, 23 kg/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = api.callsTo('POST', '/api/ReserveServices')[0]!.body as {
      passengers: { passengerRef: string; services: { offerItemRef: string }[] }[];
    };
    expect(
      body.passengers.map((p) => [p.passengerRef, p.services.map((s) => s.offerItemRef)]),
    ).toEqual([
      ['PAX1', [`BAG1.${first.FlightID}`]],
      ['PAX2', [`CHML.${first.FlightID}`]],
    ]);
  }, 20_000);

  it('confirming with nothing chosen sends each passenger with an empty list', async () => {
    const api = mockApi({
      'GET /api/Services': ok(result),
      'POST /api/ReserveServices': ok({ orderNo: 'TO12345678', totalPrice: 1, services: [] }),
    });
    const { user, onDone } = show();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = api.callsTo('POST', '/api/ReserveServices')[0]!.body as {
      passengers: { passengerRef: string; services: unknown[] }[];
    };
    expect(body.passengers).toEqual([
      expect.objectContaining({ passengerRef: 'PAX1', services: [] }),
      expect.objectContaining({ passengerRef: 'PAX2', services: [] }),
    ]);
  });

  it("shows 'no seatmap data' without services, and the error of a failed fetch or save", async () => {
    mockApi({ 'GET /api/Services': ok({ ...result, services: [] }) });
    const empty = show();
    expect(await screen.findByText('no seatmap data')).toBeInTheDocument();
    empty.unmount();

    mockApi({ 'GET /api/Services': fail(422, 1506, 'payment time limit exceeded') });
    const failed = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment time limit has passed');
    failed.unmount();

    mockApi({
      'GET /api/Services': ok(result),
      'POST /api/ReserveServices': fail(400, 1401, 'parameter validation failed'),
    });
    const { user, onDone } = show();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service save failed');
    expect(onDone).not.toHaveBeenCalled();
  });
});
