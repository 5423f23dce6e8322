import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type {
  ChatIdentifyResponse,
  PartnerConversation,
  PharmacyChatMessage,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import {
  partnerPatients,
  partnerPharmacies,
  pharmacyChatMessages,
  pharmacyChats,
  pharmacyChatTokens,
  type PartnerPatientRow,
  type PharmacyChatMessageRow,
  type PharmacyChatRow,
} from '../../db/schema/index';
import { createSecret } from '../account/secrets';
import type { ChatHub } from './chat-hub';
import { plusErrors } from './plus-errors';

/** A chat token lasts 15 minutes; the web app asks for a new one once it has passed. */
export const CHAT_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface ChatServiceOptions {
  db: AppDatabase;
  hub: ChatHub;
  now?: () => Date;
}

export interface ChatAuthor {
  kind: 'patient' | 'pharmacy';
  staffAccountId?: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The patient's chat with their pharmacy: messages in the database, told to open streams. */
export function createPharmacyChatService({ db, hub, now = () => new Date() }: ChatServiceOptions) {
  async function findChatOfPatient(patientId: string): Promise<PharmacyChatRow | null> {
    const rows = await db
      .select()
      .from(pharmacyChats)
      .where(eq(pharmacyChats.patientId, patientId))
      .limit(1);
    return rows[0] ?? null;
  }

  async function ensureChat(patient: PartnerPatientRow): Promise<PharmacyChatRow> {
    const existing = await findChatOfPatient(patient.id);
    if (existing) return existing;
    await db
      .insert(pharmacyChats)
      .values({
        id: createRecordId('chat'),
        patientId: patient.id,
        partnerPharmacyId: patient.partnerPharmacyId,
      })
      .onConflictDoNothing();
    const created = await findChatOfPatient(patient.id);
    if (!created) throw new Error('chat missing after insert');
    return created;
  }

  /** Names the authors: the patient's first name, the pharmacy's name. */
  async function describeMessages(
    chat: PharmacyChatRow,
    rows: readonly PharmacyChatMessageRow[],
  ): Promise<PharmacyChatMessage[]> {
    const [patient] = await db
      .select({ firstName: partnerPatients.firstName })
      .from(partnerPatients)
      .where(eq(partnerPatients.id, chat.patientId));
    const [pharmacy] = await db
      .select({ name: partnerPharmacies.name })
      .from(partnerPharmacies)
      .where(eq(partnerPharmacies.id, chat.partnerPharmacyId));
    return rows.map((row) =>
      toMessage(row, patient?.firstName ?? 'Patient', pharmacy?.name ?? 'Pharmacy'),
    );
  }

  function toMessage(
    row: PharmacyChatMessageRow,
    patientName: string,
    pharmacyName: string,
  ): PharmacyChatMessage {
    const author = row.author === 'pharmacy' ? 'pharmacy' : 'patient';
    return {
      id: row.id,
      conversationId: row.chatId,
      author,
      authorName: author === 'pharmacy' ? pharmacyName : patientName,
      body: row.body,
      createdOn: row.createdAt.toISOString(),
    };
  }

  async function listMessageRows(chatId: string): Promise<PharmacyChatMessageRow[]> {
    return db
      .select()
      .from(pharmacyChatMessages)
      .where(eq(pharmacyChatMessages.chatId, chatId))
      .orderBy(asc(pharmacyChatMessages.createdAt), asc(pharmacyChatMessages.id))
      .limit(500);
  }

  return {
    ensureChat,

    async identify(patient: PartnerPatientRow, accountId: string): Promise<ChatIdentifyResponse> {
      const chat = await ensureChat(patient);
      const token = createSecret();
      const expires = new Date(now().getTime() + CHAT_TOKEN_TTL_MS);
      await db.delete(pharmacyChatTokens).where(lt(pharmacyChatTokens.expiresAt, now()));
      await db
        .insert(pharmacyChatTokens)
        .values({ tokenHash: hashToken(token), chatId: chat.id, accountId, expiresAt: expires });
      return { token, expires: expires.toISOString(), conversationId: chat.id };
    },

    /** The chat a live token opens for this account, and when the token ends; 401 otherwise. */
    async readToken(token: string, accountId: string) {
      const [row] = await db
        .select()
        .from(pharmacyChatTokens)
        .where(
          and(
            eq(pharmacyChatTokens.tokenHash, hashToken(token)),
            eq(pharmacyChatTokens.accountId, accountId),
            gt(pharmacyChatTokens.expiresAt, now()),
          ),
        )
        .limit(1);
      if (!row) throw plusErrors.chatTokenInvalid();
      const [chat] = await db.select().from(pharmacyChats).where(eq(pharmacyChats.id, row.chatId));
      if (!chat) throw plusErrors.chatTokenInvalid();
      return { chat, expiresAt: row.expiresAt };
    },

    async listMessages(chat: PharmacyChatRow): Promise<PharmacyChatMessage[]> {
      return describeMessages(chat, await listMessageRows(chat.id));
    },

    async postMessage(
      chat: PharmacyChatRow,
      author: ChatAuthor,
      body: string,
    ): Promise<PharmacyChatMessage> {
      const createdAt = now();
      const [row] = await db
        .insert(pharmacyChatMessages)
        .values({
          id: createRecordId('msg'),
          chatId: chat.id,
          author: author.kind,
          staffAccountId: author.staffAccountId ?? null,
          body,
          createdAt,
        })
        .returning();
      if (!row) throw new Error('message missing after insert');
      await db
        .update(pharmacyChats)
        .set({ lastMessageAt: createdAt })
        .where(eq(pharmacyChats.id, chat.id));
      const [message] = await describeMessages(chat, [row]);
      if (!message) throw new Error('message missing');
      hub.publish({
        partnerPharmacyId: chat.partnerPharmacyId,
        patientId: chat.patientId,
        message,
      });
      return message;
    },

    /** A pharmacy's conversation; 404 for another pharmacy's. */
    async requirePharmacyChat(partnerPharmacyId: string, chatId: string): Promise<PharmacyChatRow> {
      const [chat] = await db
        .select()
        .from(pharmacyChats)
        .where(
          and(eq(pharmacyChats.id, chatId), eq(pharmacyChats.partnerPharmacyId, partnerPharmacyId)),
        )
        .limit(1);
      if (!chat) throw plusErrors.conversationMissing();
      return chat;
    },

    /** A pharmacy's conversations, latest activity first (at most 200). */
    async listConversations(partnerPharmacyId: string): Promise<PartnerConversation[]> {
      const chats = await db
        .select({ chat: pharmacyChats, patient: partnerPatients })
        .from(pharmacyChats)
        .innerJoin(partnerPatients, eq(partnerPatients.id, pharmacyChats.patientId))
        .where(eq(pharmacyChats.partnerPharmacyId, partnerPharmacyId))
        .orderBy(desc(pharmacyChats.lastMessageAt))
        .limit(200);
      if (chats.length === 0) return [];
      const messages = await db
        .select()
        .from(pharmacyChatMessages)
        .where(
          inArray(
            pharmacyChatMessages.chatId,
            chats.map((entry) => entry.chat.id),
          ),
        )
        .orderBy(asc(pharmacyChatMessages.createdAt), asc(pharmacyChatMessages.id));
      const [pharmacy] = await db
        .select({ name: partnerPharmacies.name })
        .from(partnerPharmacies)
        .where(eq(partnerPharmacies.id, partnerPharmacyId));
      return chats.map(({ chat, patient }) => {
        const own = messages.filter((row) => row.chatId === chat.id);
        const lastReplyIndex = own.map((row) => row.author).lastIndexOf('pharmacy');
        const unread = own.slice(lastReplyIndex + 1).filter((row) => row.author === 'patient');
        const last = own.at(-1);
        return {
          id: chat.id,
          patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
          lastMessage: last
            ? toMessage(last, patient.firstName, pharmacy?.name ?? 'Pharmacy')
            : null,
          unreadCount: unread.length,
          updatedOn: chat.lastMessageAt.toISOString(),
        };
      });
    },
  };
}

export type PharmacyChatService = ReturnType<typeof createPharmacyChatService>;
