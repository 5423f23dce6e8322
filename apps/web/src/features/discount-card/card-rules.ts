import { formatMemberId, hasDiscountCardAccess, QUICKSAVE_OFFERS } from '@fillwell/domain';
import type { DiscountCard, DiscountCardStatus } from '@fillwell/contracts';
import { isHttpError } from '@/lib/api';

export type QuicksaveOffer = (typeof QUICKSAVE_OFFERS)[keyof typeof QUICKSAVE_OFFERS];

/** The offer a landing path holds with the card: /quicksave10 and /quicksave20; none otherwise. */
export function findQuicksaveOffer(pathname: string): QuicksaveOffer | null {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name === 'quicksave10' || name === 'quicksave20' ? QUICKSAVE_OFFERS[name] : null;
}

const MATCH_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** The match code a /qs/{code} link brought (?match_code=), when it is well formed. */
export function readMatchCode(search: string): string | null {
  const code = new URLSearchParams(search).get('match_code')?.trim() ?? '';
  return MATCH_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/** What the code step needs from the number step: carried in the navigation's state. */
export interface PendingCode {
  mobileNumber: string;
  tid: string;
  matchCode: string | null;
  couponName: string | null;
  /** The quicksave page the number came from (with its match code), to start again from. */
  landingPath: string;
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** The pending code in a navigation state, or null when the page was opened without one. */
export function readPendingCode(state: unknown): PendingCode | null {
  if (typeof state !== 'object' || state === null) return null;
  const { mobileNumber, tid, matchCode, couponName, landingPath } = state as Record<
    string,
    unknown
  >;
  if (typeof mobileNumber !== 'string' || !/^\d{10}$/.test(mobileNumber)) return null;
  if (typeof tid !== 'string' || tid === '') return null;
  if (!isNullableString(matchCode) || !isNullableString(couponName)) return null;
  if (typeof landingPath !== 'string' || !landingPath.startsWith('/quicksave')) return null;
  return { mobileNumber, tid, matchCode, couponName, landingPath };
}

export interface CardLine {
  label: string;
  value: string;
}

/** What a pharmacy needs to price a fill on the card, as printed on it. */
export function listCardNumbers(
  card: Pick<DiscountCard, 'cardholderId' | 'rxBin' | 'rxPcn' | 'rxGroup'>,
): CardLine[] {
  return [
    { label: 'Member ID', value: formatMemberId(card.cardholderId) },
    { label: 'BIN', value: card.rxBin },
    { label: 'PCN', value: card.rxPcn },
    { label: 'Group', value: card.rxGroup },
  ];
}

export function listHelpNumbers(
  card: Pick<DiscountCard, 'patientHelpNumber' | 'pharmacyHelpNumber'>,
): CardLine[] {
  return [
    { label: 'Member help', value: card.patientHelpNumber },
    { label: 'Pharmacist help', value: card.pharmacyHelpNumber },
  ];
}

export function formatCardholderName(card: Pick<DiscountCard, 'firstName' | 'lastName'>): string {
  return [card.firstName, card.lastName].filter(Boolean).join(' ');
}

export function formatCardStatus(status: DiscountCardStatus): string {
  return status === 'active' ? 'Active' : 'Inactive';
}

/** Whether the discount card has no access where the person is (spec §9: Texas). */
export function isCardUnavailableIn(stateCode: string | null | undefined): boolean {
  return !hasDiscountCardAccess(stateCode);
}

/** Whether a failed call answered a status (e.g. 409 for a card the person already holds). */
export function hasStatus(error: unknown, status: number): boolean {
  return isHttpError(error) && error.status === status;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return isHttpError(error) && error.code === code;
}

/** Where a verified card holder goes next: a path on this site, else the account. */
export function toNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return '/account';
  }
  return next;
}

/** What the card view says when it opens right after signup. */
export interface NewCardState {
  isNewCard: true;
  notices: string[];
}

export function readNewCardState(state: unknown): NewCardState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { isNewCard, notices } = state as Record<string, unknown>;
  if (isNewCard !== true || !Array.isArray(notices)) return null;
  return { isNewCard, notices: notices.filter((notice) => typeof notice === 'string') };
}
