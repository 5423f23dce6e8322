import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { snakeCaseKeys, type ApiError } from '@fillwell/contracts';
import type { HttpLimits } from '../config';

/** Headers come first and are small: they get at most this long, within the request timeout. */
const MAX_HEADERS_TIMEOUT_MS = 10_000;
/** Node checks requests against their timeouts on this interval; shorter for short timeouts. */
const MAX_TIMEOUT_CHECK_INTERVAL_MS = 5000;

/**
 * Fastify's options for the limits: a slow client's request is cut when its headers or its
 * whole body take too long (answered 408 in the one error shape), a silent connection is
 * closed, and so is an idle keep-alive one.
 */
export function toServerTimeouts(limits: HttpLimits) {
  return {
    clientErrorHandler: answerClientError,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(MAX_HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(
        MAX_TIMEOUT_CHECK_INTERVAL_MS,
        Math.ceil(limits.requestTimeoutMs / 4),
      ),
    },
  };
}

/**
 * Closes a client address's connections beyond `max` as they open, before they cost a request:
 * one host holding thousands of slow connections would otherwise use up the process's open
 * files and starve everyone else. 0 turns the cap off.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  if (max <= 0) return;
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const open = openByAddress.get(address) ?? 0;
    if (open >= max) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open + 1);
    socket.once('close', () => {
      const remaining = (openByAddress.get(address) ?? 1) - 1;
      if (remaining > 0) openByAddress.set(address, remaining);
      else openByAddress.delete(address);
    });
  });
}

/** Failures before a request is parsed, by Node's error code: a status and a message. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large',
  },
};
const MALFORMED_REQUEST = { status: 400, code: 'bad_request', message: 'Malformed request' };

/** Node's 'clientError' (a timeout, an unparsable request) answered in the one error shape. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
    const apiError: ApiError = { message, code, status, validationErrors: {}, errorDetails: null };
    const body = JSON.stringify(snakeCaseKeys(apiError));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
