import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router';

export interface FirstScreenArgs {
  params: Params;
  /** What the route's loader returned, if it has one. */
  loaderData: unknown;
}

/**
 * The API reads a page's first screen shows. A page's module exports one, and its route hands it
 * on as `handle.loadFirstScreen`: the server makes these reads before rendering the page, so the
 * HTML arrives complete and the browser finds their answers in the embedded state.
 */
export type FirstScreenLoader = (
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  args: FirstScreenArgs,
) => Promise<unknown>;

export interface FirstScreenHandle {
  loadFirstScreen: FirstScreenLoader;
}

export function hasFirstScreenLoader(handle: unknown): handle is FirstScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<FirstScreenHandle>).loadFirstScreen === 'function'
  );
}
