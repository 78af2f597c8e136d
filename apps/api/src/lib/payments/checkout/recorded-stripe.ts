import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { StripeHostedCheckout } from './stripe-checkout';

/**
 * Tests: Stripe's API as recorded replies (stripe-fixtures/, written from Stripe's API
 * reference), served to the real `stripe` package through its fetch HTTP client. Every request
 * the adapter sends is kept for the test to check (method, path, headers, form body).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: URLSearchParams;
}

export interface StripeReply {
  status: number;
  body: unknown;
}

export type StripeRoute = (request: RecordedRequest) => StripeReply | undefined;

export function stripeFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(
    readFileSync(new URL(`./stripe-fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as T;
}

export function recordedStripe(route: StripeRoute) {
  const requests: RecordedRequest[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : url.search),
    };
    requests.push(request);
    const reply = route(request) ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_recorded0001' },
    });
  }) as typeof fetch;
  const checkout = new StripeHostedCheckout({
    secretKey: 'sk_test_recorded',
    webhookSecret: 'whsec_recorded_test_secret',
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
  });
  return { checkout, requests };
}
