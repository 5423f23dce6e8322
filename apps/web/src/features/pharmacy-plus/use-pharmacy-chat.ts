import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  camelCaseKeys,
  CHAT_EVENT_NAMES,
  type ChatIdentifyResponse,
  type PharmacyChatMessage,
} from '@fillwell/contracts';
import { buildApiUrl } from '@/lib/http';
import { getCurrentPlatform } from '@/lib/device';
import { addChatMessage, pharmacyPlusApi, useIdentifyChatMutation } from './api';
import { PHARMACY_PLUS_ERRORS } from './pharmacy-plus-errors';
import { isChatTokenExpired } from './reverie-slice';

/** How long to wait before opening the stream again after it dropped. */
const RECONNECT_DELAY_MS = 3_000;

/** The API's own state, which the message cache update reads. */
type ApiState = Parameters<typeof pharmacyPlusApi.util.selectInvalidatedBy>[0];
type ChatDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;
type Session = Pick<ChatIdentifyResponse, 'token' | 'expires'>;

/** A stream event's data: a wire (snake_case) message. */
export function readChatEvent(data: string): PharmacyChatMessage | null {
  try {
    return camelCaseKeys(JSON.parse(data)) as PharmacyChatMessage;
  } catch {
    return null;
  }
}

export function buildChatEventsUrl(token: string): string {
  return buildApiUrl('reverie/api/chat/events/', { token }, getCurrentPlatform());
}

/**
 * The patient's chat with their pharmacy: Start identifies the patient for a token, then the
 * server's stream brings new messages without a reload. An expired token is asked for anew.
 */
export function usePharmacyChat({ reconnectDelayMs = RECONNECT_DELAY_MS } = {}) {
  const dispatch = useDispatch<ChatDispatch>();
  const [identify] = useIdentifyChatMutation();
  const [session, setSession] = useState<Session | null>(null);
  /** Counts reconnections: a new value opens the stream again with the same token. */
  const [attempt, setAttempt] = useState(0);
  const [isStarting, setIsStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const identifyAgain = useCallback(async (): Promise<Session | null> => {
    const result = await identify();
    return result.data ? { token: result.data.token, expires: result.data.expires } : null;
  }, [identify]);

  useEffect(() => {
    if (!session || typeof EventSource === 'undefined') return;
    const source = new EventSource(buildChatEventsUrl(session.token), { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | null = null;
    source.addEventListener(CHAT_EVENT_NAMES.message, (event) => {
      const message = readChatEvent((event as MessageEvent<string>).data);
      if (message) dispatch(addChatMessage(message));
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(() => {
        // The token is asked for anew only once it has expired.
        if (!isChatTokenExpired(session, new Date())) return setAttempt((count) => count + 1);
        void identifyAgain().then((next) => {
          if (next) setSession(next);
        });
      }, reconnectDelayMs);
    };
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [session, attempt, dispatch, identifyAgain, reconnectDelayMs]);

  const start = useCallback(async () => {
    setFailure(null);
    setIsStarting(true);
    const next = await identifyAgain();
    setIsStarting(false);
    if (next) setSession(next);
    else setFailure(PHARMACY_PLUS_ERRORS.chatStartFailed);
  }, [identifyAgain]);

  return { isStarted: session !== null, isStarting, failure, start };
}
