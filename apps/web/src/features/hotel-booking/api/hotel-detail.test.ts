import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { hotelDetail, HOTEL_ID } from '../test/hotel-fixtures';
import { getHotelDetail } from './hotel-detail';

afterEach(() => {
  resetSessionForTests();
  vi.unstubAllGlobals();
});

const stay = { checkIn: '20300610', checkOut: '20300612', rooms: 1, adults: 2, children: 0 };

describe('GET /api/HotelDetail', () => {
  it('an agent asks another URL than the visitor’s preloaded one (its rates carry commission)', async () => {
    const api = mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    await getHotelDetail(HOTEL_ID, stay);
    startSession(loginData({ role: 2, userType: 2, accountCode: 'AG0001-1' }));
    await getHotelDetail(HOTEL_ID, stay);
    const [visitor, agent] = api.callsTo('GET', '/api/HotelDetail');
    expect(visitor!.query.has('buyer')).toBe(false);
    expect(agent!.query.get('buyer')).toBe('agent');
  });
});
