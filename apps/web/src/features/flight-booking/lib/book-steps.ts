import type { BookedStep } from '../../../products/flight/booking-draft';

/**
 * Where /book is once its order exists (issue 13 §2): the URL carries the order and the step,
 * so a reload resumes there and never books again. `/book?order=TO…` is the seats-and-extras
 * step, `&step=pay` the payment.
 */
export const bookOrderPath = (orderNo: string, step: BookedStep = 'extras'): string => {
  const query = new URLSearchParams({ order: orderNo });
  if (step === 'pay') query.set('step', 'pay');
  return `/book?${query.toString()}`;
};

export const bookedStepOf = (value: string | null): BookedStep =>
  value === 'pay' ? 'pay' : 'extras';
