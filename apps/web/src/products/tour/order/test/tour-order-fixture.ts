import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';

const flight = (date: string, time: string) => ({
  airport: 'CDG',
  date,
  number: 'AF123',
  time,
  remark: '',
});

/** A tour order as `GET /api/OrderDetail` answers it, paid and waiting for the operator. */
export function tourOrder(overrides: Partial<TourOrderDetail> = {}): TourOrderDetail {
  return {
    product: 'tour',
    orderNo: 'TO20300601A1',
    shortNumber: null,
    status: 'paid',
    createdAt: '2030-06-01T09:00:00Z',
    deadlineAt: null,
    paidAt: '2030-06-01T09:10:00Z',
    cancelledAt: null,
    confirmation: {
      state: 'pending',
      deadline: '2030-06-03T09:10:00Z',
      decidedAt: null,
      reason: null,
    },
    tour: {
      TourID: 'alpine-lakes-8',
      TourCode: 'EU-ALP-08',
      TourName: 'Alpine Lakes and Villages',
      TourCity: 'Geneva',
      TourDays: 8,
      TimeZone: 'Europe/Zurich',
      operator: 'Summit Trails',
    },
    departure: {
      packageID: 'alpine-lakes-8-2030-06-10',
      departDate: '2030-06-10',
      returnDate: '2030-06-17',
      guaranteed: true,
    },
    cruise: null,
    rooms: [{ key: 'r1', adults: 2, children: 1, childBed: true }],
    tourists: [
      {
        room: 'r1',
        type: 'adult',
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 'Female',
        birthday: '1990-05-20',
        nationality: 'FR',
        passportMasked: '',
      },
      {
        room: 'r1',
        type: 'adult',
        firstName: 'Alan',
        lastName: 'Turing',
        gender: 'Male',
        birthday: '1988-06-23',
        nationality: 'GB',
        passportMasked: '******123',
      },
      {
        room: 'r1',
        type: 'child',
        firstName: 'Grace',
        lastName: 'Lovelace',
        gender: 'Female',
        birthday: '2022-03-01',
        nationality: 'FR',
        passportMasked: '',
      },
    ],
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+33 612345678',
      email: 'ada@example.com',
      idNumber: '',
      address: '',
      arrivalFlight: flight('2030-06-09', '09:30'),
      departureFlight: flight('2030-06-18', '18:05'),
    },
    insurance: 'self',
    remark: '',
    lines: [
      { room: 'r1', Code: '3', Name: 'Triple share', count: 2, unit: 150_000, total: 300_000 },
      {
        room: 'r1',
        Code: 'bedchild',
        Name: 'Child with bed',
        count: 1,
        unit: 90_000,
        total: 90_000,
      },
    ],
    charges: 0,
    total: 390_000,
    commission: 0,
    payable: 390_000,
    dueNow: 390_000,
    balanceDue: 0,
    finalPaymentDate: null,
    currency: 'USD',
    payments: [
      {
        method: 'checkout',
        kind: 'charge',
        status: 'succeeded',
        amount: 390_000,
        cardBrand: 'Visa',
        cardLast4: '4242',
        createdAt: '2030-06-01T09:10:00Z',
      },
    ],
    money: { paid: 390_000, refunded: 0, net: 390_000 },
    accountCode: 'TRAVELOUTLET',
    bookedByName: 'Ada Lovelace',
    customer: null,
    canPay: false,
    canCancel: true,
    canPayBalance: false,
    ...overrides,
  };
}

export const cruiseOrder = (overrides: Partial<CruiseOrderDetail> = {}): CruiseOrderDetail => ({
  ...tourOrder(),
  product: 'cruise',
  cruise: {
    ship: 'Aurora Meridian',
    cabin: 'BA',
    cabinName: 'Balcony stateroom',
    category: 'balcony',
    guarantee: false,
  },
  charges: 36_000,
  ...overrides,
});

/** The tour envelope of the reply (code 1000, spec part 2 §9). */
export const tourOk = (data: unknown) => ({
  status: 200,
  body: { code: 1000, msg: 'success', data },
});
