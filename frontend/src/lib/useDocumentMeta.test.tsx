import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../types';
import { useDocumentMeta } from './useDocumentMeta';

function Head({ meta }: { meta: PageMeta }) {
  useDocumentMeta(meta);
  return null;
}

const first: PageMeta = {
  title: 'TQ Télécom | Téléphonie',
  description: 'Standard téléphonique dans le cloud.',
  robots: 'index,follow',
  canonical: 'https://example.com/telephonie',
  ogType: 'website',
  ogImage: 'https://example.com/media/images/pose.fill-1200x630.jpg',
  ogImageWidth: 1200,
  ogImageHeight: 630,
  ogImageAlt: 'Deux techniciens installent un standard téléphonique',
  ogLocale: 'fr_FR',
};

function content(property: string): string | null {
  return document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
}

describe('useDocumentMeta', () => {
  it("gives the next page's sharing image to the head after a client-side navigation", () => {
    document.head.innerHTML = ['og:title', 'og:image', 'og:image:width', 'og:image:height', 'og:image:alt']
      .map((property) => `<meta property="${property}" content="">`)
      .join('');
    const { rerender } = render(<Head meta={first} />);
    expect(document.title).toBe('TQ Télécom | Téléphonie');
    expect(content('og:image')).toBe(first.ogImage);
    expect(content('og:image:alt')).toBe(first.ogImageAlt);
    const site = { ...first, ogImage: 'https://example.com/static/og.png', ogImageWidth: 600, ogImageAlt: 'Logo' };
    rerender(<Head meta={site} />);
    expect([
      content('og:image'),
      content('og:image:width'),
      content('og:image:height'),
      content('og:image:alt'),
    ]).toEqual(['https://example.com/static/og.png', '600', '630', 'Logo']);
  });
});
