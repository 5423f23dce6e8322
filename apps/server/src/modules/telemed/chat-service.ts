import type {
  ChatMessage,
  ChatsResponse,
  SendChatMessageRequest,
  StartChatResponse,
} from '@fillwell/contracts';
import { buildVisitLink, VISIT_PAGE_SUFFIXES } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { VisitChatRow } from '../../db/schema/index';
import type { ConsultationReader } from './consultation-reader';
import { insertChatMessage, listChatMessages } from './consultation-repository';

export interface ChatServiceOptions {
  db: AppDatabase;
  reader: ConsultationReader;
}

export function toChatMessage(row: VisitChatRow): ChatMessage {
  return {
    id: row.id,
    consultationId: row.consultationId,
    author: row.author === 'clinician' ? 'clinician' : 'patient',
    body: row.body,
    createdOn: row.createdAt.toISOString(),
  };
}

/** The visit's page where the patient and the care team write to each other. */
export function buildChatUrl(consultationId: string): string {
  return `${buildVisitLink(consultationId)}${VISIT_PAGE_SUFFIXES.chat}`;
}

/** The patient's side of the visit chat: open it, read it, write in it. */
export function createChatService({ db, reader }: ChatServiceOptions) {
  async function listChats(
    accountId: string,
    consultationId: string | undefined,
  ): Promise<ChatsResponse> {
    if (consultationId) await reader.findOwned(accountId, consultationId);
    const rows = await listChatMessages(db, accountId, consultationId ?? null);
    return { result: rows.map(toChatMessage) };
  }

  async function startChat(accountId: string, consultationId: string): Promise<StartChatResponse> {
    const row = await reader.findOwned(accountId, consultationId);
    return { chatUrl: buildChatUrl(row.id) };
  }

  async function sendMessage(
    accountId: string,
    request: SendChatMessageRequest,
  ): Promise<{ result: ChatMessage }> {
    const row = await reader.findOwned(accountId, request.consultationId);
    const message = await insertChatMessage(db, {
      accountId,
      consultationId: row.id,
      author: 'patient',
      body: request.body,
    });
    return { result: toChatMessage(message) };
  }

  return { listChats, startChat, sendMessage };
}

export type ChatService = ReturnType<typeof createChatService>;
