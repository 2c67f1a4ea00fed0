import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html, SafeHtml } from '../../lib/html';
import { isLoopback } from '../../lib/loopback';
import type { MailRepository, OutboxMessage } from './repository';

/**
 * The development mail viewer: what the product "sent", read back from the outbox. Registered only
 * with MAIL_VIEWER=true, never in production (see config.ts and app.ts). HTML pages for people, one
 * JSON list for end-to-end tests.
 */
export interface MailViewerRoutesOptions {
  outbox: MailRepository;
}

export const devMailQuery = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const devMailResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      createdAt: z.string(),
      text: z.string(),
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
      headers: z.nullable(z.record(z.string(), z.string())),
    }),
  ),
});

const viewerDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; color: #1f2933; margin: 0; background: #f2f5f8; }
  header { background: #0b3954; color: #fff; padding: 14px 24px; }
  header a { color: #fff; }
  main { max-width: 1040px; margin: 0 auto; padding: 24px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d9e2ec; vertical-align: top; }
  th { background: #eef3f8; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; padding: 16px; }
  dt { color: #5f6b7a; }
  dd { margin: 0; }
  pre { background: #fff; padding: 16px; white-space: pre-wrap; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 900px; border: 1px solid #d9e2ec; background: #fff; }
  .empty { background: #fff; padding: 24px; }
`;

/** A constant stylesheet, never built from input. */
const STYLE_HTML = new SafeHtml(STYLE);

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Mail outbox</title>
        <style>
          ${STYLE_HTML}
        </style>
      </head>
      <body>
        <header>
          <strong>Mail outbox</strong> (development) · <a href="/dev/mail">All messages</a>
        </header>
        <main>${body}</main>
      </body>
    </html>`.value;
}

function listPage(messages: OutboxMessage[]): string {
  const rows = messages.map(
    (m) =>
      html`<tr>
        <td>
          <time datetime="${m.createdAt.toISOString()}">${viewerDate.format(m.createdAt)}</time>
        </td>
        <td>${m.to}</td>
        <td>${m.subject}</td>
        <td><a href="/dev/mail/${m.id}">View</a></td>
      </tr>`,
  );
  const body =
    messages.length === 0
      ? html`<h1>Outbox</h1>
          <p class="empty">No mail has been sent yet.</p>`
      : html`<h1>Outbox</h1>
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`;
  return page('Outbox', body);
}

function messagePage(m: OutboxMessage): string {
  const attachments =
    m.attachments.length === 0
      ? 'None'
      : html`<ul>
          ${m.attachments.map((a) => html`<li>${a.filename} (${a.contentType})</li>`)}
        </ul>`;
  return page(
    m.subject,
    html`<h1>${m.subject}</h1>
      <dl>
        <dt>Date</dt>
        <dd>
          <time datetime="${m.createdAt.toISOString()}">${viewerDate.format(m.createdAt)}</time>
        </dd>
        <dt>To</dt>
        <dd>${m.to}</dd>
        <dt>Subject</dt>
        <dd>${m.subject}</dd>
        <dt>Attachments</dt>
        <dd>${attachments}</dd>
      </dl>
      <h2>HTML</h2>
      <iframe title="HTML body of the message" sandbox="" srcdoc="${m.html}"></iframe>
      <h2>Plain text</h2>
      <pre>${m.text}</pre>`,
  );
}

const notFoundPage = page(
  'Not found',
  html`<h1>Not found</h1>
    <p class="empty">
      There is no message with that id. <a href="/dev/mail">Back to the outbox</a>
    </p>`,
);

export const mailViewerRoutes: FastifyPluginAsyncZod<MailViewerRoutesOptions> = async (
  app,
  { outbox },
) => {
  // The outbox holds customers' names, dates of birth and bookings: only someone on this machine
  // may read it. Anyone else gets what they get where the viewer is off: not found.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await outbox.list({ limit: 200 });
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(listPage(messages));
  });

  app.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const message = await outbox.get(request.params.id);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!message) return reply.status(404).send(notFoundPage);
      return reply.send(messagePage(message));
    },
  );

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail recorded in the outbox, newest first (development and test only)',
        querystring: devMailQuery,
        response: { 200: devMailResponse },
      },
    },
    async (request, reply) => {
      const messages = await outbox.list(request.query);
      reply.header('cache-control', 'no-store');
      return {
        messages: messages.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          createdAt: m.createdAt.toISOString(),
          text: m.text,
          attachments: m.attachments,
          headers: m.headers,
        })),
      };
    },
  );
};
