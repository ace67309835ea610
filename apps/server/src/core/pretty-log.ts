import type { DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { REQUEST_LOG_MESSAGE } from './http/request-log';

type LogLine = Record<string, unknown>;

/**
 * Development logs for a person: `12:04:05.123 INFO: GET /api/v2/navs 200 3.1 ms member 7`, one line each.
 * pino-pretty runs in this process (a stream, not a worker transport): a development server is one process
 * and the request line is rewritten before printing, which a transport's options (plain data) cannot do.
 */
export function prettyDestination(out: { write(text: string): unknown; isTTY?: boolean }): DestinationStream {
  const prettify = prettyFactory({
    colorize: Boolean(out.isTTY),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return {
    write(line: string) {
      let log: LogLine;
      try {
        log = JSON.parse(line) as LogLine;
      } catch {
        out.write(line);
        return;
      }
      out.write(prettify(readableRequestLine(log)));
    },
  };
}

/** The request line's fields folded into its message; every other line is printed as pino-pretty does. */
function readableRequestLine(log: LogLine): LogLine {
  if (log.msg !== REQUEST_LOG_MESSAGE || typeof log.method !== 'string') return log;
  const { method, url, statusCode, responseTime, reqId: _reqId, ip: _ip, memberId, adminId, ...rest } = log;
  const who = memberId ? ` member ${memberId}` : adminId ? ` admin ${adminId}` : '';
  return { ...rest, msg: `${method} ${url} ${statusCode} ${responseTime} ms${who}` };
}
