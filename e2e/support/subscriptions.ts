import { type Page } from '@playwright/test';
import { SAM, signUpPersonThroughApi } from './accounts';
import { callApi } from './api';

/**
 * A signed-in man with name, date of birth, phone and a card on file, set up through the API; the
 * journey fills in the rest (the current state, the address, the health questions).
 */
export function prepareSubscriberThroughApi(page: Page) {
  return signUpPersonThroughApi(page, { prefix: 'subscriber', person: SAM });
}

export interface WireSubscription {
  id: string;
  plan_name: string;
  status: string;
  created_on: string;
  next_charge_on: string;
  cycle_cost_cents: number;
}

export async function listSubscriptions(page: Page): Promise<WireSubscription[]> {
  return (await callApi<{ result: WireSubscription[] }>(page, 'GET', 'v2/subscription')).result;
}
