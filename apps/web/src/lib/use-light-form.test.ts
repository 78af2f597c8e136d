import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLightForm } from './use-light-form';

/** The booking forms' state (in place of @mantine/form): /book's own cases are in flight-booking. */
describe('useLightForm', () => {
  const start = () => ({ rooms: [{ key: 'r1', adults: 2 }], tourists: [{ firstName: '' }] });

  it('is dirty while a value differs from the start, and clean again once it is put back', () => {
    const { result } = renderHook(() => useLightForm(start));
    expect(result.current.isDirty()).toBe(false);
    act(() => result.current.getInputProps('tourists.0.firstName').onChange('Ada'));
    expect(result.current.isDirty()).toBe(true);
    act(() => result.current.setFieldValue('tourists.0.firstName', ''));
    expect(result.current.isDirty()).toBe(false);
  });

  it('reads a value set a moment before, within the same handler', () => {
    const { result } = renderHook(() => useLightForm(start));
    act(() => {
      result.current.setFieldValue('rooms', [{ key: 'r1', adults: 3 }]);
      // The tour form sets the tourists from the rooms just set (book-form setRooms).
      expect(result.current.getValues().rooms[0]!.adults).toBe(3);
    });
    expect(result.current.values.rooms[0]!.adults).toBe(3);
    expect(result.current.values.tourists).toBe(result.current.getValues().tourists);
  });
});
