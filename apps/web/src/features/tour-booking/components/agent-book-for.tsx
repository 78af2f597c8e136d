import type { LightForm } from '../../../lib/use-light-form';
import { BookForChoice } from '../../../components/book-for/book-for';
import { currentLanguage } from '../../../lib/language';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { useTourSubagents } from '../api/subagents';
import type { TourBookValues } from '../lib/book-values';

/**
 * Agents choose whom they book for (spec part 2 §6: "Booking chooses the user type, sub-agent or
 * customer. The agent's sub-agent list is fetched"): the shared choice, with the sub-agents from
 * the tours' own `GET /api/GetSubagent`. A sub-agent has no sub-agents: itself or a customer.
 */
export function AgentBookFor({
  form,
  isAgent,
}: {
  form: LightForm<TourBookValues>;
  /** An agent (with sub-agents), not a sub-agent. */
  isAgent: boolean;
}) {
  const wantsSubagents = isAgent && form.values.bookFor === 'subagent';
  const subagents = useTourSubagents(wantsSubagents, tourLanOf(currentLanguage()));
  return <BookForChoice form={form} isAgent={isAgent} subagents={subagents} />;
}
