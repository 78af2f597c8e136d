import type { CruisePrice, PriceCruiseDetailBodySchema } from '@travel/contracts/tour-orders';
import { TOUR_FAILURE } from '@travel/contracts/tours';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { commissionPercent } from '../../lib/pricing/commission';
import type { Identity } from '../../plugins/auth';
import { QuoteRefused, quoteTour } from './tour-quote';

type Body = z.output<typeof PriceCruiseDetailBodySchema>;

/**
 * `POST /api/PriceCruiseDetail`: a cabin category and cabins of one cruise departure priced now
 * for the caller (the quote SaveOrderCruise charges). Reads only; more people than places left,
 * or rooms the rules refuse, are 'Check price failed' with `data.error` saying why, as PriceTour.
 */
export class CruisePriceService {
  constructor(private readonly ctx: AppContext) {}

  async price(identity: Identity, body: Body): Promise<CruisePrice> {
    let quote;
    try {
      quote = await quoteTour(
        this.ctx.db,
        this.ctx.now(),
        'cruise',
        body,
        commissionPercent(identity.role),
      );
    } catch (error) {
      if (!(error instanceof QuoteRefused)) throw error;
      if (error.refusal.kind === 'notFound') throw new AppError(TOUR_FAILURE.tour);
      throw new AppError(TOUR_FAILURE.price, {
        data: { error: error.refusal.error },
        issues: error.refusal.issues,
      });
    }
    const { departure, cabin } = quote;
    if (quote.people > departure.placesLeft)
      throw new AppError(TOUR_FAILURE.price, {
        data: {
          error:
            departure.placesLeft === 0
              ? 'This departure is sold out'
              : `Only ${departure.placesLeft} places are left`,
        },
      });
    return {
      cabin: { code: cabin?.code ?? '', name: cabin?.name ?? '', category: cabin?.category ?? '' },
      guarantee: quote.guarantee,
      guaranteeDiscountPercent: quote.guaranteeDiscountPercent,
      lines: quote.lines,
      people: quote.people,
      portCharges: quote.portCharges,
      gratuities: quote.gratuities,
      charges: quote.charges,
      totalprice: quote.total,
      TourComm: quote.commission,
      agentSelling: quote.payable,
      deposit: quote.deposit,
      finalPaymentDate: quote.finalPaymentDate,
      dueNow: quote.dueNow,
      currency: 'USD',
    };
  }
}
