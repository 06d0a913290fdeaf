// jsdom environment and cleanup come from vite.config.ts / test-setup.ts.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResponsivePicture, { HERO_WIDTH_ORDER, LOGO_WIDTH_ORDER, pickFallbackWidth } from './ResponsivePicture';

const hero = { folder: 'hero', base: 'hero-telephonie', widths: [320, 640, 768, 1024, 1536] };
const logo = { folder: 'clients', base: 'marechal', widths: [320, 640, 768, 1024, 1536] };

function renderPicture(props: Partial<Parameters<typeof ResponsivePicture>[0]> = {}) {
  render(
    <ResponsivePicture
      opti={hero}
      alt="Poste téléphonique IP"
      width={1536}
      height={864}
      sizes="(min-width: 768px) 50vw, 100vw"
      {...props}
    />,
  );
  const img = screen.getByRole('img', { name: (props.alt as string | undefined) ?? 'Poste téléphonique IP' });
  const picture = img.parentElement as HTMLElement;
  return { img, picture, sources: Array.from(picture.querySelectorAll('source')) };
}

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP before the <img> fallback', () => {
    const { picture, sources } = renderPicture();
    expect(picture.tagName).toBe('PICTURE');
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(picture.lastElementChild?.tagName).toBe('IMG');
  });

  it('lists every width in each source srcset, with the sizes attribute, and only a src on the <img>', () => {
    const { img, sources } = renderPicture();
    expect(sources[0].getAttribute('srcset')).toBe(
      '/static/img-opti/hero/hero-telephonie-320.avif 320w, /static/img-opti/hero/hero-telephonie-640.avif 640w, ' +
        '/static/img-opti/hero/hero-telephonie-768.avif 768w, /static/img-opti/hero/hero-telephonie-1024.avif 1024w, ' +
        '/static/img-opti/hero/hero-telephonie-1536.avif 1536w',
    );
    expect(sources[1].getAttribute('srcset')).toContain('/static/img-opti/hero/hero-telephonie-1536.webp 1536w');
    expect(sources[1].getAttribute('srcset')?.split(', ')).toHaveLength(5);
    for (const el of sources) expect(el.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    // Browsers that read srcset read the WebP source: the <img> is the
    // fallback of those that do not (issue 18: /home's HTML budget).
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('uses the hero preference order for the JPEG fallback (1024 first)', () => {
    const { img } = renderPicture({ order: HERO_WIDTH_ORDER });
    expect(img.getAttribute('src')).toBe('/static/img-opti/hero/hero-telephonie-1024.jpg');
  });

  it('uses the logo preference order and a PNG fallback for client logos', () => {
    const { img } = renderPicture({
      opti: logo,
      alt: 'Boulangeries Maréchal',
      width: 480,
      height: 240,
      order: LOGO_WIDTH_ORDER,
    });
    expect(img.getAttribute('src')).toBe('/static/img-opti/clients/marechal-768.png');
  });

  it('skips preferred widths that were not generated', () => {
    const { img } = renderPicture({ opti: { ...hero, widths: [320, 640] }, order: HERO_WIDTH_ORDER });
    expect(img.getAttribute('src')).toBe('/static/img-opti/hero/hero-telephonie-640.jpg');
    expect(pickFallbackWidth([320, 640, 1536])).toBe(1536);
    expect(pickFallbackWidth([])).toBeUndefined();
  });

  it('sets width, height, alt and async decoding', () => {
    const { img } = renderPicture();
    expect(img.getAttribute('width')).toBe('1536');
    expect(img.getAttribute('height')).toBe('864');
    expect(img.getAttribute('alt')).toBe('Poste téléphonique IP');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('is lazy by default, without a fetch priority', () => {
    const { img } = renderPicture();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('is eager with high fetch priority when `priority` is set', () => {
    const { img } = renderPicture({ priority: true, className: 'hero-img' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img).toHaveClass('hero-img');
  });

  it('serves an image uploaded in the back office from its media address, WebP as the fallback', () => {
    const uploaded = {
      folder: 'contenu',
      base: 'logo-a1b2c3',
      widths: [320, 640, 800],
      url: '/media/contenu/logo-a1b2c3',
    };
    const { img, sources } = renderPicture({ opti: uploaded, alt: 'Logo Maréchal', width: 800, height: 500 });
    expect(sources[0].getAttribute('srcset')).toBe(
      '/media/contenu/logo-a1b2c3-320.avif 320w, /media/contenu/logo-a1b2c3-640.avif 640w, /media/contenu/logo-a1b2c3-800.avif 800w',
    );
    expect(sources[1].getAttribute('srcset')).toContain('/media/contenu/logo-a1b2c3-800.webp 800w');
    // No PNG or JPEG copy of an upload exists.
    expect(img.getAttribute('src')).toBe('/media/contenu/logo-a1b2c3-800.webp');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
  });
});
