import net from 'node:net';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message (headers and body), dot-unstuffed. */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Answer RCPT TO with 550 for these addresses (a mailbox that does not exist). */
  rejectRecipients?: string[];
}

/**
 * A minimal SMTP responder on 127.0.0.1 for tests of the SMTP delivery path: it speaks enough
 * of RFC 5321 (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for nodemailer, offers no
 * STARTTLS or AUTH, and keeps what it receives in memory.
 */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const rejected = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      const argument = line.slice(line.indexOf(':') + 1).trim();
      const address = argument.replace(/^<|>.*$/g, '').toLowerCase();
      if (verb === 'EHLO') {
        reply('250-localhost greets you');
        reply('250-8BITMIME');
        reply('250 SMTPUTF8');
      } else if (verb === 'HELO') reply('250 localhost');
      else if (verb === 'MAIL') {
        envelope = { from: address, to: [] };
        reply('250 OK');
      } else if (verb === 'RCPT') {
        if (rejected.has(address)) reply('550 5.1.1 No such mailbox');
        else {
          envelope.to.push(address);
          reply('250 OK');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 OK');
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ ...envelope, raw });
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        command(line);
      }
    });
    reply('220 localhost ESMTP test server');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('test SMTP server has no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A header of a received message, unfolded (continuation lines joined). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0] ?? '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1];
}
