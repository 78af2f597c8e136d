import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingPrice } from '../api/tour-booking';

/**
 * The booking summary's price props from the price query: the price (the last one stays while
 * the next is asked), its error, whether one is being asked, and a retry. The book form and the
 * confirm page show the same summary.
 */
export const summaryPriceOf = (price: UseQueryResult<BookingPrice>) => ({
  price: price.data,
  priceError: price.isError ? price.error : null,
  pricePending: price.isFetching,
  onRetry: () => void price.refetch(),
});
