import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { CHAT_EVENT_NAMES } from '@fillwell/contracts';
import { readChatEvent } from '@/features/pharmacy-plus/components';
import { buildApiUrl } from '@/lib/http';
import { getCurrentPlatform } from '@/lib/device';
import { addConversationMessage, partnerConsoleApi } from './api';

type ApiState = Parameters<typeof partnerConsoleApi.util.selectInvalidatedBy>[0];
type StreamDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** New messages of a conversation arrive from the server's stream while it is open. */
export function usePartnerChatStream(conversationId: string): void {
  const dispatch = useDispatch<StreamDispatch>();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const url = buildApiUrl('v2/partner/chats/events', {}, getCurrentPlatform());
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener(CHAT_EVENT_NAMES.message, (event) => {
      const message = readChatEvent((event as MessageEvent<string>).data);
      if (message?.conversationId === conversationId) {
        dispatch(addConversationMessage(conversationId, message));
      }
    });
    return () => source.close();
  }, [conversationId, dispatch]);
}
