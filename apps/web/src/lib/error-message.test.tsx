import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError } from './api-client';
import { isApiError, useErrorText } from './error-message';

describe('useErrorText', () => {
  it("prefers the feature's words, then the shared ones, then the server's msg", () => {
    const { result } = renderHook(() => useErrorText('mail'));
    const errorText = result.current;
    // mail:errors.notFound
    expect(errorText(new ApiError(404, 'notFound', 'not found'))).toBe(
      'This message was not found.',
    );
    // common:errors.network
    expect(errorText(new ApiError(0, 'network', 'Network error.'))).toBe(
      'We could not reach Travel Outlet. Check your connection and try again.',
    );
    expect(errorText(new ApiError(409, 1059, 'itinerary price changed'))).toBe(
      'itinerary price changed',
    );
    expect(errorText(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('says what a hold limit is, with the numbers the reply carries (issue 9)', () => {
    const { result } = renderHook(() => useErrorText('flight-booking'));
    const error = new ApiError(422, 'tooManyUnpaidOrders', 'too many', [], {
      scope: 'address',
      limit: 5,
      unpaid: 5,
    });
    expect(result.current(error)).toBe(
      'You have 5 unpaid bookings (limit 5). Pay or cancel one before booking again.',
    );
  });

  it('keeps one feature namespace apart from another', () => {
    const { result } = renderHook(() => useErrorText('accounts'));
    expect(result.current(new ApiError(404, 'notFound', 'not found'))).toBe('not found');
  });
});

describe('isApiError', () => {
  it('matches an ApiError, and its code when one is given', () => {
    const error = new ApiError(400, 'passwordIncorrect', 'wrong');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'passwordIncorrect')).toBe(true);
    expect(isApiError(error, 'emailNotRegistered')).toBe(false);
    expect(isApiError(new Error('wrong'))).toBe(false);
  });
});
