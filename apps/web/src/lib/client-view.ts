import { isAgentType } from '@travel/contracts/roles';
import { useSession } from './session';
import { readText, STORAGE_KEYS, writeText } from './storage';
import { createStoredChoice } from './stored-choice';

/**
 * "Client view" (issue 13 §4): an agent sharing the screen with a client hides net prices and
 * commission on every page with one switch, kept on this device until switched off. Pages ask
 * `useShowsNetPrices()` and show either the agent's net prices with the commission, or the
 * client's prices without it: never both kinds on one page.
 */
const clientViewChoice = createStoredChoice<boolean>({
  read: () => readText(STORAGE_KEYS.clientView) === 'on',
  write: (on) => writeText(STORAGE_KEYS.clientView, on ? 'on' : 'off'),
  fallback: false,
});

export const useClientView = clientViewChoice.useValue;
export const setClientView = (on: boolean) => clientViewChoice.set(on);
/** Tests only. */
export const resetClientViewForTests = clientViewChoice.reset;

/** Whether this page shows the agent's net prices and commission (agents, client view off). */
export function useShowsNetPrices(): boolean {
  const role = useSession()?.user.role;
  const clientView = useClientView();
  return isAgentType(role) && !clientView;
}
