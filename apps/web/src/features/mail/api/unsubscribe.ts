import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeQuery } from '@travel/contracts/mail';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/Mails/UnSubscribe?refer=&email=: stops later mail to that address. */
export function unsubscribe(query: UnsubscribeQuery): Promise<null> {
  return apiFetch<null>('/api/Mails/UnSubscribe', {
    query: { refer: query.refer, email: query.email },
  });
}

/** A mutation, although the call is a GET: it changes state and runs only on the user's click. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
