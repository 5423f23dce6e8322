import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_EVENT_NAMES,
  chatEventsQuerySchema,
  chatIdentifyResponseSchema,
  chatMessagesResponseSchema,
  pharmacyChatMessageResponseSchema,
  sendPharmacyChatMessageRequestSchema,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ChatHub } from './chat-hub';
import type { PharmacyChatService } from './chat-service';
import { openEventStream } from './event-stream';
import { requireAccountPatient } from './patient-access';

const TAGS = ['pharmacy-plus'];
const PATIENT_ONLY = "401 signed out, 404 for an account without a pharmacy's patient";

export interface ChatRoutesContext {
  db: AppDatabase;
  chats: PharmacyChatService;
  hub: ChatHub;
}

/** The patient's chat with their pharmacy (§4, §6): token, messages, live events. */
export function registerChatRoutes(app: FastifyInstance, { db, chats, hub }: ChatRoutesContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/reverie/api/chat/identify/',
    {
      schema: {
        tags: TAGS,
        summary: `A chat token for the signed-in patient (15 minutes; ask again once expired); ${PATIENT_ONLY}`,
        response: { 200: chatIdentifyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireAccountPatient(db, request);
      return chats.identify(patient, requireAccountId(request));
    },
  );

  typed.get(
    '/reverie/api/chat/messages/',
    {
      schema: {
        tags: TAGS,
        summary: `The conversation with the pharmacy, oldest first; ${PATIENT_ONLY}`,
        response: { 200: chatMessagesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireAccountPatient(db, request);
      const chat = await chats.ensureChat(patient);
      return { conversationId: chat.id, messages: await chats.listMessages(chat) };
    },
  );

  typed.post(
    '/reverie/api/chat/messages/',
    {
      schema: {
        tags: TAGS,
        summary: `Writes to the pharmacy; ${PATIENT_ONLY}`,
        body: sendPharmacyChatMessageRequestSchema,
        response: { 200: pharmacyChatMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireAccountPatient(db, request);
      const chat = await chats.ensureChat(patient);
      return { message: await chats.postMessage(chat, { kind: 'patient' }, request.body.body) };
    },
  );

  typed.get(
    '/reverie/api/chat/events/',
    {
      // An event stream answers GET only: a HEAD request would hold a connection open.
      exposeHeadRoute: false,
      schema: {
        tags: TAGS,
        summary:
          'Server-sent events (text/event-stream): `message` for each new message of the ' +
          "conversation, until the token's expiry; 401 chat_token_invalid for an expired token",
        querystring: chatEventsQuerySchema,
        response: { 200: z.null().describe('text/event-stream'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const accountId = requireAccountId(request);
      const { chat, expiresAt } = await chats.readToken(request.query.token, accountId);
      const stream = openEventStream(request, reply, expiresAt.getTime() - Date.now());
      stream.onClose(
        hub.subscribeToChat(chat.id, (event) =>
          stream.send(CHAT_EVENT_NAMES.message, event.message),
        ),
      );
    },
  );
}
