import { once } from 'node:events';
import { createServer, type Server } from 'node:net';

/**
 * A PostgreSQL server that asks for a password and refuses it (SQLSTATE 28P01), as a server with password
 * authentication does: the test server trusts every local connection, so it cannot say this itself.
 * Only the messages of the protocol that lead there: the start-up message, AuthenticationCleartextPassword,
 * the password message, ErrorResponse.
 */
export async function startPasswordRefusingPostgres(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let stage: 'startup' | 'password' | 'done' = 'startup';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (stage === 'startup' && buffered.length >= 4 && buffered.length >= buffered.readInt32BE(0)) {
        buffered = buffered.subarray(buffered.readInt32BE(0));
        stage = 'password';
        // 'R', length 8, code 3: send the password in clear text.
        const ask = Buffer.alloc(9);
        ask.write('R', 0);
        ask.writeInt32BE(8, 1);
        ask.writeInt32BE(3, 5);
        socket.write(ask);
      } else if (
        stage === 'password' &&
        buffered.length >= 5 &&
        buffered.length >= 1 + buffered.readInt32BE(1)
      ) {
        stage = 'done';
        const fields = Buffer.from(
          'SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed for user "shuyuan"\0\0',
          'utf8',
        );
        const header = Buffer.alloc(5);
        header.write('E', 0);
        header.writeInt32BE(4 + fields.length, 1);
        socket.end(Buffer.concat([header, fields]));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
