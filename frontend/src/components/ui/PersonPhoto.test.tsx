// jsdom environment and cleanup come from vite.config.ts / test-setup.ts.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import PersonPhoto from './PersonPhoto';
import type { Photo } from '../../content/types.generated';

const UPLOAD = '/media/contenu/sandrine-m-0123456789ab';
const photo: Photo = {
  src: `${UPLOAD}-56.webp`,
  alt: '',
  dim: { w: 112, h: 112 },
  opti: { folder: 'contenu', base: 'sandrine-m-0123456789ab', widths: [56, 112], url: UPLOAD },
};

function shown(props: Photo = photo) {
  const { container } = render(<PersonPhoto photo={props} />);
  const img = container.querySelector('img') as HTMLImageElement;
  return { img, picture: img.parentElement as HTMLElement, container };
}

describe('PersonPhoto', () => {
  it('offers the AVIF files in a source and the WebP ones on the <img>, 1x and 2x', () => {
    const { img, picture } = shown();
    expect(picture.tagName).toBe('PICTURE');
    const sources = Array.from(picture.querySelectorAll('source'));
    // One <source>: /home's HTML budget has no room for a second one.
    expect(sources).toHaveLength(1);
    expect(sources[0].getAttribute('type')).toBe('image/avif');
    expect(sources[0].getAttribute('srcset')).toBe(`${UPLOAD}-56.avif, ${UPLOAD}-112.avif 2x`);
    // Density descriptors: the disc is always 56 px wide, no `sizes` needed.
    expect(sources[0]).not.toHaveAttribute('sizes');
    expect(img.getAttribute('src')).toBe(`${UPLOAD}-56.webp`);
    expect(img.getAttribute('srcset')).toBe(`${UPLOAD}-112.webp 2x`);
    expect(img).not.toHaveAttribute('sizes');
  });

  it('has its size and loads lazily', () => {
    const { img } = shown();
    expect(img).toHaveAttribute('width', '112');
    expect(img).toHaveAttribute('height', '112');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('person-photo');
  });

  it('is decorative with an empty alt, and named when the editor described it', () => {
    shown();
    expect(screen.queryByRole('img')).toBeNull();
    shown({ ...photo, alt: 'Sandrine devant sa boulangerie' });
    expect(screen.getByRole('img', { name: 'Sandrine devant sa boulangerie' })).toBeInTheDocument();
  });

  it('says the density of a file narrower than 2x', () => {
    const small: Photo = { ...photo, dim: { w: 80, h: 80 }, opti: { ...photo.opti!, widths: [56, 80] } };
    const { img } = shown(small);
    expect(img.getAttribute('srcset')).toBe(`${UPLOAD}-80.webp 1.43x`);
    expect(img).toHaveAttribute('width', '80');
  });

  it('shows a single-file photo as a plain <img>', () => {
    const { img, container } = shown({
      src: '/media/contenu/ancienne.webp',
      alt: '',
      dim: { w: 200, h: 200 },
    } as never);
    expect(container.querySelector('picture')).toBeNull();
    expect(img.getAttribute('src')).toBe('/media/contenu/ancienne.webp');
  });

  it('after hydration only, where asked: an empty disc in the server HTML, then the photo', async () => {
    const html = renderToString(<PersonPhoto photo={photo} afterHydration />);
    expect(html).toBe('<span class="person-photo"></span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <PersonPhoto photo={photo} afterHydration />);
    });
    expect(container.querySelector('picture img')).toHaveAttribute('src', `${UPLOAD}-56.webp`);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
