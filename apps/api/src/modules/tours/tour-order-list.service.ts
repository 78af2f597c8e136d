import { ROLE } from '@travel/contracts';
import type {
  FinanceReceivableQuerySchema,
  TourOrderListItem,
  TourOrderListQuerySchema,
} from '@travel/contracts/tour-orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isCancelled } from '../../lib/orders/cancel-paid-rules';
import { expireIfOverdue } from '../../lib/orders/deadline';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import type { OrderRow } from '../../lib/orders/status';
import { orderMoney } from '../../lib/payments/ledger';
import type { Identity } from '../../plugins/auth';
import { tourDetailsOf } from '../../products/tour/tour-details';
import { tourConfirmation } from '../../products/tour/tour-order-view';
import { pictureUrl } from './tour-search.service';
import {
  listTourOrders,
  overdueTourOrders,
  paymentsOf,
  receivableOrders,
  subagentsOf,
  tourByCode,
  type TourOrderViewer,
} from './tour-orders.repository';

type ListQuery = z.output<typeof TourOrderListQuerySchema>;
type ReceivableQuery = z.output<typeof FinanceReceivableQuerySchema>;

const viewerOf = (identity: Identity): TourOrderViewer => ({
  userId: identity.userId,
  includeAgentOrders: identity.role === ROLE.agent,
});

/**
 * The account's tour and cruise orders (OrderList, CustomizeCruiseOrderList), an agent's
 * sub-agents (GetSubagent) and receivables (FinanceReceivable), and a tour by its code
 * (SearchTourByPZH).
 */
export class TourOrderListService {
  constructor(private readonly ctx: AppContext) {}

  async list(identity: Identity, query: ListQuery) {
    const { ctx } = this;
    const viewer = viewerOf(identity);
    const products = [query.kind];
    // An unpaid order past its deadline is cancelled first (places back), as My orders does.
    const releasers = orderHoldReleasers(ctx);
    for (const order of await overdueTourOrders(ctx.db, viewer, products, ctx.now()))
      await expireIfOverdue(ctx, order, releasers);
    const { rows, total } = await listTourOrders(ctx.db, viewer, products, query.tab, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { orders: rows.map(listItem), total, page: query.page, pageSize: query.pageSize };
  }

  async subagents(identity: Identity) {
    if (identity.role !== ROLE.agent) throw new AppError('fetchSubagentFailed');
    const rows = await subagentsOf(this.ctx.db, identity.userId);
    return {
      subagents: rows.map((r) => ({
        id: r.id,
        accountCode: r.accountCode,
        name: `${r.firstName} ${r.lastName}`.trim() || r.email,
        email: r.email,
        disabled: r.disabled,
      })),
    };
  }

  /**
   * Receivables (ours; the spec names the call only): per order the consumer `amount`, the
   * booker's `commission`, `paid` net of refunds, and `due` = amount − commission − paid while
   * the order is live (0 once cancelled or refunded), due by the payment deadline (unpaid) or
   * the final payment date (a deposit paid). Totals over every order of the range.
   */
  async receivables(identity: Identity, query: ReceivableQuery) {
    if (identity.role !== ROLE.agent && identity.role !== ROLE.subagent)
      throw new AppError('noPermission');
    const { ctx } = this;
    const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined;
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
    const rows = await receivableOrders(ctx.db, viewerOf(identity), { from, to });
    const money = await paymentsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    const items = rows.map((order) => receivable(order, orderMoney(money.get(order.id) ?? []).net));
    const sum = (key: 'amount' | 'commission' | 'paid' | 'due') =>
      items.reduce((n, item) => n + item[key], 0);
    const start = (query.page - 1) * query.pageSize;
    return {
      items: items.slice(start, start + query.pageSize),
      total: items.length,
      page: query.page,
      pageSize: query.pageSize,
      totals: {
        amount: sum('amount'),
        commission: sum('commission'),
        paid: sum('paid'),
        due: sum('due'),
      },
      currency: 'USD' as const,
    };
  }

  async byCode(code: string) {
    const tour = await tourByCode(this.ctx.db, code);
    if (!tour) throw new AppError('noTourFound');
    return {
      TourID: tour.id,
      TourCode: tour.code,
      TourName: tour.name,
      TourImage: pictureUrl(tour.picture),
      TourCity: tour.cityName,
      kind: tour.kind === 'cruise' ? ('cruise' as const) : ('tour' as const),
    };
  }
}

function listItem(order: OrderRow): TourOrderListItem {
  const d = tourDetailsOf(order);
  const confirmation = tourConfirmation(order, d);
  return {
    orderNo: order.orderNo,
    product: d.kind,
    status: order.status as TourOrderListItem['status'],
    confirmation: confirmation.state,
    confirmBy: confirmation.state === 'pending' ? confirmation.deadline : null,
    createdAt: order.createdAt.toISOString(),
    deadlineAt: order.deadlineAt?.toISOString() ?? null,
    TourID: d.tourId,
    TourCode: d.tourCode,
    TourName: d.tourName,
    TourCity: d.tourCity,
    departDate: d.departDate,
    returnDate: d.returnDate,
    travellerCount: d.places,
    total: d.total,
    currency: 'USD',
    accountCode: order.accountCode,
    bookedByName: order.bookedByName,
  };
}

function receivable(order: OrderRow, paid: number) {
  const d = tourDetailsOf(order);
  const live = !isCancelled(order.status);
  const due = live ? Math.max(0, d.total - d.commission - paid) : 0;
  return {
    orderNo: order.orderNo,
    product: d.kind,
    status: order.status as TourOrderListItem['status'],
    TourName: d.tourName,
    departDate: d.departDate,
    createdAt: order.createdAt.toISOString(),
    accountCode: order.accountCode,
    bookedByName: order.bookedByName,
    amount: d.total,
    commission: d.commission,
    paid,
    due,
    dueDate:
      due === 0
        ? null
        : order.status === 'awaitingPayment'
          ? (order.deadlineAt?.toISOString() ?? null)
          : d.finalPaymentDate,
  };
}
