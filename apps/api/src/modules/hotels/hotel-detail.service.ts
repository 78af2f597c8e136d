import type { z } from 'zod';
import type {
  HotelDetail,
  HotelDetailQuerySchema,
  HotelRule,
  HotelRuleBodySchema,
} from '@travel/contracts/hotels';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { priceChoice, toHotelRule } from './hotel-rule';
import { requireValidStay } from './stay-rules';

export type HotelDetailInput = z.output<typeof HotelDetailQuerySchema>;
export type HotelRuleInput = z.output<typeof HotelRuleBodySchema>;

/**
 * One hotel for a stay (`GET /api/HotelDetail`) and one room's rules and price
 * (`POST /api/SearchHotelRuleNew`). Both price from the room-night inventory as it is now.
 */
export class HotelDetailService {
  constructor(private readonly ctx: AppContext) {}

  async detail(input: HotelDetailInput): Promise<HotelDetail> {
    const now = this.ctx.now();
    const hotel = await hotelSupplier(this.ctx).detail(input.id, { ...input, now });
    if (!hotel) throw new AppError('notFound', { msg: 'This hotel does not exist' });
    // The hotel's own calendar says what "today" is for its check-in.
    requireValidStay(input, hotel.timeZone, now);
    return { ...hotel, currency: 'USD' };
  }

  async rule(input: HotelRuleInput): Promise<HotelRule> {
    return toHotelRule(input, await priceChoice(this.ctx, input));
  }
}
