import { Stack } from '@mantine/core';
import type { HotelRule } from '@travel/contracts/hotels';
import { AgentBalanceNote } from '../../../components/agent-balance/agent-balance-note';
import type { PayMethod } from '../../../components/payment/pay-method';
import { PriceBreakdown } from '../../../products/hotel/order/price-breakdown';

/**
 * The booking form's price column: the stay's price with an agent's commission and what the
 * agency pays, and the agency balance (what is left after this booking when paying from it).
 * A payment step: the agency's amounts whatever the client view switch says, to match what
 * Book charges (docs/decisions.md "Client view, and one price kind per page").
 */
export function BookPriceColumn({ rule, payMethod }: { rule: HotelRule; payMethod: PayMethod }) {
  return (
    <Stack gap="md" style={{ position: 'sticky', top: 'calc(var(--header-height) + 16px)' }}>
      <PriceBreakdown
        data={{
          nights: rule.nights,
          rooms: rule.stay.rooms,
          subtotal: rule.rate.subtotal,
          taxes: rule.rate.taxes,
          total: rule.rate.total,
          commission: rule.rate.commission,
          dueNow: rule.dueNow,
          dueAtHotel: rule.dueAtHotel,
        }}
      />
      <AgentBalanceNote
        stage="beforePaying"
        due={payMethod === 'balance' ? rule.dueNow : undefined}
      />
    </Stack>
  );
}
