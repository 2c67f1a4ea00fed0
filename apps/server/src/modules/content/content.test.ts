import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema';
import { createSharedStorage, createTestApp } from '../../test/app';
import { fillPlaceholders, sanitizeContent } from './service';
import { defaultSiteConfig } from '@sunward/contracts/site';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ BRAND_PHONE: '0800 000 1234' });
});
afterAll(() => app.close());

describe('content pages', () => {
  it('lists the seeded pages for the footer in order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config/footer' });
    expect(res.statusCode).toBe(200);
    const slugs = res.json().footer_pages.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual([
      'terms_&_conditions',
      'privacy_policy',
      'booking_conditions',
      'atol_protection',
      'cookie_policy',
      'faq',
    ]);
  });

  it('serves a page with its brand details filled in from configuration', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/page/${encodeURIComponent('terms_&_conditions')}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.lastUpdated).toMatch(/^2026-\d\d-\d\d$/);
    expect(page.content).toContain('0800 000 1234');
    expect(page.content).toContain('Sunward Holidays');
    expect(page.content).not.toMatch(/\{\{\w+\}\}/);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/page/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'We could not find that page.',
    });
  });

  it('serves the site configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config/site' });
    expect(res.json()).toMatchObject({ brandName: 'Sunward Holidays', phone: '0800 000 1234' });
  });
});

describe('sanitising', () => {
  it('removes scripts, handlers, styles and dangerous links but keeps structure', () => {
    const html = sanitizeContent(
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p style="color:red">a <a href="javascript:alert(1)">b</a> <a href="/page/faq">c</a></p><img src=x onerror=y>',
    );
    expect(html).toBe('<h2>Hi</h2><p>a <a>b</a> <a href="/page/faq">c</a></p>');
  });

  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('Call {{phone}} or {{nope}}', defaultSiteConfig)).toBe(
      `Call ${defaultSiteConfig.phone} or {{nope}}`,
    );
  });
});

describe('seeding on an existing database', () => {
  it('replaces a page the product has a newer edition of, and keeps one edited since', async () => {
    const storage = await createSharedStorage();
    try {
      const first = await createTestApp(storage.env);
      try {
        const db = first.database.db;
        // An older edition of the booking conditions, and a privacy page edited after ours.
        await db
          .update(contentPages)
          .set({ contentHtml: '<p>Old bands</p>', lastUpdated: '2020-01-01' })
          .where(eq(contentPages.slug, 'booking_conditions'));
        await db
          .update(contentPages)
          .set({ contentHtml: '<p>Edited by us</p>', lastUpdated: '2099-01-01' })
          .where(eq(contentPages.slug, 'privacy_policy'));
      } finally {
        await first.close();
      }
      const next = await createTestApp(storage.env);
      try {
        const page = async (slug: string) =>
          (await next.inject({ method: 'GET', url: `/api/page/${slug}` })).json<{
            content: string;
          }>().content;
        const conditions = await page('booking_conditions');
        expect(conditions).not.toContain('Old bands');
        expect(conditions).toContain('70 days or more');
        expect(await page('privacy_policy')).toBe('<p>Edited by us</p>');
      } finally {
        await next.close();
      }
    } finally {
      await storage.dispose();
    }
  });
});
