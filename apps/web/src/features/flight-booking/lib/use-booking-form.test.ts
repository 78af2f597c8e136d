import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { initialBookingValues } from './booking-values';
import { useBookingForm } from './use-booking-form';

/** /book's form state (issue 10: in place of @mantine/form), as the page's sections use it. */
describe('useBookingForm', () => {
  it('changes one field, keeps the other travellers as they were and clears that error only', () => {
    const { result } = renderHook(() => useBookingForm(() => initialBookingValues(2)));
    const second = result.current.values.passengers[1];
    act(() =>
      result.current.setErrors({
        'passengers.0.firstName': 'Enter first name',
        'contact.email': 'Enter email',
        'card.cvv': undefined,
      }),
    );
    expect(result.current.errors).toEqual({
      'passengers.0.firstName': 'Enter first name',
      'contact.email': 'Enter email',
    });

    act(() => result.current.getInputProps('passengers.0.firstName').onChange('Ada'));
    expect(result.current.values.passengers[0]!.firstName).toBe('Ada');
    expect(result.current.values.passengers[1]).toBe(second);
    expect(result.current.errors).toEqual({ 'contact.email': 'Enter email' });
    expect(result.current.getInputProps('contact.email').error).toBe('Enter email');
  });

  it('binds a checkbox to `checked` and reads the value from a change event', () => {
    const { result } = renderHook(() => useBookingForm(() => initialBookingValues(1)));
    expect(result.current.getInputProps('acceptTerms', { type: 'checkbox' })).toMatchObject({
      checked: false,
    });
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = true;
    act(() =>
      result.current
        .getInputProps('acceptTerms', { type: 'checkbox' })
        .onChange({ nativeEvent: new Event('change'), currentTarget: input }),
    );
    expect(result.current.values.acceptTerms).toBe(true);
    // Setters read the latest values, not the render's: two changes in one go both stay.
    act(() => {
      result.current.setFieldValue('contact.name', 'Ada');
      result.current.setFieldValue('contact.mobile', '+44 20 7946 0000');
    });
    expect(result.current.getValues().contact).toMatchObject({
      name: 'Ada',
      mobile: '+44 20 7946 0000',
    });
  });
});
