import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp } from '../../test/app';
import { createMailer, MailDeliveryError, type MailLog } from './mailer';

/** A log that remembers what it was told, to prove bodies are never logged. */
function recordingLog(): MailLog & { lines: { level: string; obj: object; msg: string }[] } {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

/** The smallest SMTP server nodemailer will talk to: it accepts everything and keeps the DATA. */
async function fakeSmtpServer(
  options: { rejectRecipients?: boolean } = {},
): Promise<{ url: string; received: string[]; server: Server }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued as FAKE1\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO')) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (options.rejectRecipients && command.startsWith('RCPT')) {
          const address = /<([^>]*)>/.exec(command)?.[1] ?? '';
          socket.write(`550 5.1.1 <${address}>: Recipient address rejected\r\n`);
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, server };
}

const message = {
  to: 'amelia.hart@example.co.uk',
  subject: 'Your Sunward Holidays booking SW482913 is confirmed',
  text: 'Dear Mrs Amelia Hart, secret-body-text',
  html: '<p>Dear Mrs Amelia Hart, <strong>secret-body-html</strong></p>',
};

let app: FastifyInstance;
beforeAll(async () => {
  // Behind one trusted proxy, so request.ip follows X-Forwarded-For: the viewer must not.
  app = await createTestApp({ MAIL_VIEWER: 'true', TRUST_PROXY: '1' });
});
afterAll(() => app.close());

describe('createMailer', () => {
  it('records every message in the outbox, attachments by name and type only', async () => {
    const log = recordingLog();
    const mailer = createMailer({ db: app.database.db, smtpUrl: undefined, from: 'x@y.z', log });
    const to = `outbox-${Date.now()}@example.co.uk`;
    await mailer.send({
      ...message,
      to,
      attachments: [
        {
          filename: 'SW482913-atol-certificate.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.3 bytes'),
        },
      ],
    });
    const [saved, ...others] = await mailer.outbox.list({ to });
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: [{ filename: 'SW482913-atol-certificate.pdf', contentType: 'application/pdf' }],
    });
    expect(saved.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(saved)).not.toContain('PDF-1.3 bytes');
    expect(JSON.stringify(log.lines)).not.toContain('secret-body');
    expect(log.lines.at(0)?.msg).toBe('mail recorded in outbox');
  });

  it('refuses a message without a recipient', async () => {
    const mailer = createMailer({
      db: app.database.db,
      smtpUrl: undefined,
      from: 'x@y.z',
      log: recordingLog(),
    });
    await expect(mailer.send({ ...message, to: '  ' })).rejects.toThrow(/recipient/);
  });

  it('also delivers over SMTP when a transport URL is set', async () => {
    const smtp = await fakeSmtpServer();
    const log = recordingLog();
    const mailer = createMailer({
      db: app.database.db,
      smtpUrl: smtp.url,
      from: 'Sunward Holidays <bookings@sunwardholidays.co.uk>',
      log,
    });
    try {
      const to = `smtp-${Date.now()}@example.co.uk`;
      await mailer.send({
        ...message,
        to,
        attachments: [
          {
            filename: 'voucher.pdf',
            contentType: 'application/pdf',
            content: Buffer.from('%PDF-voucher'),
          },
        ],
      });
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received.at(0) ?? '';
      expect(raw).toContain(`To: ${to}`);
      expect(raw).toContain('From: Sunward Holidays <bookings@sunwardholidays.co.uk>');
      expect(raw).toContain('Subject: Your Sunward Holidays booking SW482913 is confirmed');
      expect(raw).toContain('secret-body-text');
      expect(raw).toContain('filename=voucher.pdf');
      expect(raw).toContain(Buffer.from('%PDF-voucher').toString('base64'));
      expect(await mailer.outbox.list({ to })).toHaveLength(1);
      expect(log.lines.at(-1)?.msg).toBe('mail sent');
      expect(JSON.stringify(log.lines)).not.toContain('secret-body');
    } finally {
      mailer.close();
      smtp.server.close();
    }
  });

  it('keeps the message in the outbox, logs (without the body) and rejects when delivery fails, so the job retries', async () => {
    const closed = await fakeSmtpServer();
    const url = closed.url;
    closed.server.close();
    await once(closed.server, 'close');
    const log = recordingLog();
    const mailer = createMailer({ db: app.database.db, smtpUrl: url, from: 'x@y.z', log });
    const to = `failed-${Date.now()}@example.co.uk`;
    await expect(mailer.send({ ...message, to })).rejects.toBeInstanceOf(MailDeliveryError);
    const [saved] = await mailer.outbox.list({ to });
    expect(saved.subject).toBe(message.subject);
    expect(saved.sentAt).toBeNull();
    const error = log.lines.find((l) => l.level === 'error');
    expect(error?.obj).toMatchObject({ mailId: saved.id });
    expect(JSON.stringify(log.lines)).not.toContain('secret-body');
    mailer.close();
  });

  it("logs a refused delivery by the SMTP server's codes, never its words (they quote the recipient)", async () => {
    const smtp = await fakeSmtpServer({ rejectRecipients: true });
    const log = recordingLog();
    const mailer = createMailer({ db: app.database.db, smtpUrl: smtp.url, from: 'x@y.z', log });
    try {
      const to = `refused-${Date.now()}@example.co.uk`;
      await expect(mailer.send({ ...message, to })).rejects.toBeInstanceOf(MailDeliveryError);
      const error = log.lines.find((l) => l.level === 'error');
      expect(error?.obj).toMatchObject({ smtp: { code: 'EENVELOPE', responseCode: 550 } });
      expect(JSON.stringify(log.lines)).not.toContain(to.toUpperCase());
      expect(JSON.stringify(log.lines).toLowerCase()).not.toContain(to);
    } finally {
      mailer.close();
      smtp.server.close();
    }
  });

  it('records and delivers a message with a dedupe key once, however often it is sent', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = createMailer({
      db: app.database.db,
      smtpUrl: smtp.url,
      from: 'x@y.z',
      log: recordingLog(),
    });
    try {
      const to = `once-${Date.now()}@example.co.uk`;
      const key = `booking:SW${String(Date.now()).slice(-6)}:confirmed`;
      await mailer.send({ ...message, to }, { dedupeKey: key });
      await mailer.send({ ...message, to }, { dedupeKey: key });
      expect(smtp.received).toHaveLength(1);
      const saved = await mailer.outbox.list({ to });
      expect(saved).toHaveLength(1);
      expect(saved.at(0)?.sentAt).toBeInstanceOf(Date);
      // Without a key, each send is its own message.
      await mailer.send({ ...message, to });
      expect(await mailer.outbox.list({ to })).toHaveLength(2);
    } finally {
      mailer.close();
      smtp.server.close();
    }
  });
});

describe('the development mail viewer', () => {
  const hostile = {
    to: 'viewer@example.co.uk',
    subject: 'Hotel <script>alert("s")</script> booked',
    text: 'Plain <b>text</b> & more',
    html: '<p>Welcome to <script>alert(1)</script><img src=x onerror="alert(2)"> "quoted"</p>',
  };
  let firstId = '';
  let secondId = '';

  beforeAll(async () => {
    const mailer = createMailer({
      db: app.database.db,
      smtpUrl: undefined,
      from: 'x@y.z',
      log: recordingLog(),
    });
    await mailer.send({ ...message, to: 'viewer@example.co.uk', subject: 'First message' });
    await mailer.send(hostile);
    const listed = await mailer.outbox.list({ to: 'viewer@example.co.uk' });
    secondId = listed.at(0)?.id ?? '';
    firstId = listed.at(1)?.id ?? '';
  });

  it('lists messages newest first as JSON for end-to-end tests', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/mail?to=Viewer@Example.co.uk' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { id: string }) => m.id)).toEqual([secondId, firstId]);
    expect(messages[0]).toEqual({
      id: secondId,
      to: 'viewer@example.co.uk',
      subject: hostile.subject,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      text: hostile.text,
      attachments: [],
      headers: null,
    });
    const all = await app.inject({ method: 'GET', url: '/api/dev/mail?limit=1' });
    expect(all.json().messages).toHaveLength(1);
  });

  it('shows the outbox as an HTML list, newest first, escaping what it shows', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = res.body;
    expect(page).toContain(`href="/dev/mail/${secondId}"`);
    expect(page.indexOf(secondId)).toBeLessThan(page.indexOf(firstId));
    expect(page).toContain('Hotel &lt;script&gt;alert(&quot;s&quot;)&lt;/script&gt; booked');
    expect(page).not.toMatch(/<script/i);
  });

  it('shows one message: headers, the text in a <pre> and the HTML in a sandboxed srcdoc frame', async () => {
    const res = await app.inject({ method: 'GET', url: `/dev/mail/${secondId}` });
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain('viewer@example.co.uk');
    expect(page).toContain('<pre>Plain &lt;b&gt;text&lt;/b&gt; &amp; more</pre>');
    expect(page).toMatch(/<iframe title="[^"]+" sandbox="" srcdoc="[^"]*"><\/iframe>/);
    expect(page).toContain(
      'srcdoc="&lt;p&gt;Welcome to &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &quot;quoted&quot;&lt;/p&gt;"',
    );
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('allow-scripts');
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/dev/mail/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('There is no message with that id.');
    const malformed = await app.inject({ method: 'GET', url: '/dev/mail/not-a-uuid' });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('who may read the outbox', () => {
  it('is not served without MAIL_VIEWER=true: the routes do not exist', async () => {
    const plain = await createTestApp();
    try {
      const api = await plain.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('NOT_FOUND');
      // The HTML paths fall through to the web app (here unbuilt), never to the outbox.
      for (const url of ['/dev/mail', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
        const res = await plain.inject({ method: 'GET', url });
        expect(res.statusCode).not.toBe(200);
        expect(res.body).not.toContain('Mail outbox');
      }
    } finally {
      await plain.close();
    }
  });

  it('answers clients on this machine (IPv4 and IPv6 loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('answers any other client as if the viewer did not exist, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.7', '::ffff:192.0.2.1', '2001:db8::1']) {
      const api = await app.inject({
        method: 'GET',
        url: '/api/dev/mail',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(api.statusCode, remoteAddress).toBe(404);
      expect(api.json().error.code).toBe('NOT_FOUND');
      expect(api.body).not.toContain('amelia.hart');
      for (const url of ['/dev/mail', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode).not.toBe(200);
        expect(res.body).not.toContain('Mail outbox');
      }
    }
  });

  it('is refused at start in production', () => {
    const production = {
      NODE_ENV: 'production',
      SANDBOX_GATEWAY: 'true',
      SANDBOX_AIRLINE: 'true',
      SANDBOX_SUPPLIER: 'true',
      STAFF_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadConfig(production).mail.viewer).toBe(false);
    const start = () => loadConfig({ ...production, MAIL_VIEWER: 'true' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/MAIL_VIEWER/);
  });
});
