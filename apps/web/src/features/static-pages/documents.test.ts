import { describe, expect, it } from 'vitest';
import { LOCALES } from '@travel/contracts/constants';
import {
  STATIC_DOCUMENT_PATHS,
  STATIC_PAGE_SLUGS,
  fillPlaceholders,
  loadStaticDocument,
} from './documents';

describe('static page documents', () => {
  it('exist for every page in every locale', () => {
    for (const locale of LOCALES) {
      for (const slug of STATIC_PAGE_SLUGS) {
        expect(STATIC_DOCUMENT_PATHS).toContain(`./content/${locale}/${slug}.json`);
      }
    }
  });

  it('are a title, a revision date and sections of type p or ul', async () => {
    for (const locale of LOCALES) {
      for (const slug of STATIC_PAGE_SLUGS) {
        const document = await loadStaticDocument(locale, slug);
        expect(document.title.length, `${locale}/${slug}`).toBeGreaterThan(0);
        expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(document.sections.length).toBeGreaterThan(0);
        for (const section of document.sections) {
          if (section.type === 'p') expect(section.text.length).toBeGreaterThan(0);
          else {
            expect(section.type).toBe('ul');
            expect(section.items.length).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('fall back to English for a language without a translation', async () => {
    const english = await loadStaticDocument('en', 'faq');
    await expect(loadStaticDocument('fr', 'faq')).resolves.toEqual(english);
  });

  it('fill {phone} and {email} and leave unknown placeholders alone', () => {
    expect(
      fillPlaceholders('Call {phone} or write to {email} about {other}.', {
        phone: '+1 555',
        email: 'help@example.com',
      }),
    ).toBe('Call +1 555 or write to help@example.com about {other}.');
  });
});
