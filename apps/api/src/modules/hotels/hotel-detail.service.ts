import type { z } from 'zod';
import type {
  HotelDetail,
  HotelDetailQuerySchema,
  HotelReviewsQuerySchema,
  HotelReviewsResult,
  HotelRule,
  HotelRuleBodySchema,
} from '@travel/contracts/hotels';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { buyerDetail } from '../../products/hotel/buyer-price';
import { priceChoice, toHotelRule } from './hotel-rule';
import { requireValidStay } from './stay-rules';

export type HotelDetailInput = z.output<typeof HotelDetailQuerySchema>;
export type HotelRuleInput = z.output<typeof HotelRuleBodySchema>;
export type HotelReviewsInput = z.output<typeof HotelReviewsQuerySchema>;

/**
 * One hotel for a stay (`GET /api/HotelDetail`) and one room's rules and price
 * (`POST /api/SearchHotelRuleNew`). Both price from the room-night inventory as it is now.
 */
export class HotelDetailService {
  constructor(private readonly ctx: AppContext) {}

  /** `percent`: the buyer's commission, added to every rate (see products/hotel/buyer-price). */
  async detail(input: HotelDetailInput, percent = 0): Promise<HotelDetail> {
    const now = this.ctx.now();
    const hotel = await hotelSupplier(this.ctx).detail(input.id, { ...input, now });
    if (!hotel) throw new AppError('notFound', { msg: 'This hotel does not exist' });
    // The hotel's own calendar says what "today" is for its check-in.
    requireValidStay(input, hotel.timeZone, now);
    return buyerDetail({ ...hotel, currency: 'USD' }, percent);
  }

  /**
   * A page of the hotel's written reviews (`GET /api/HotelReviews`); a page past the last is
   * empty, and so is every page of a supplier without written reviews.
   */
  async reviews(input: HotelReviewsInput): Promise<HotelReviewsResult> {
    const supplier = hotelSupplier(this.ctx);
    const found = supplier.reviews
      ? await supplier.reviews(input.id, { ...input, now: this.ctx.now() })
      : { total: 0, reviews: [] };
    if (!found) throw new AppError('notFound', { msg: 'This hotel does not exist' });
    return { hotelId: input.id, page: input.page, pageSize: input.pageSize, ...found };
  }

  async rule(input: HotelRuleInput, percent = 0): Promise<HotelRule> {
    return toHotelRule(input, await priceChoice(this.ctx, input), percent);
  }
}
