// jsdom environment and cleanup come from vite.config.ts / test-setup.ts.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PersonPhoto from './PersonPhoto';

const UPLOAD = '/media/contenu/sandrine-m-0123456789ab';
const photo = {
  src: `${UPLOAD}-56.webp`,
  alt: '',
  dim: { w: 112, h: 112 },
  opti: { folder: 'contenu', base: 'sandrine-m-0123456789ab', widths: [56, 112], url: UPLOAD },
};

function shown(props = photo) {
  const { container } = render(<PersonPhoto photo={props} />);
  const img = container.querySelector('img') as HTMLImageElement;
  return { img, picture: img.parentElement as HTMLElement, container };
}

describe('PersonPhoto', () => {
  it('offers the AVIF files in a source and the WebP ones as the <img> srcset, 56 px wide', () => {
    const { img, picture } = shown();
    expect(picture.tagName).toBe('PICTURE');
    const sources = Array.from(picture.querySelectorAll('source'));
    // One <source>: /home's HTML budget has no room for a second one.
    expect(sources).toHaveLength(1);
    expect(sources[0].getAttribute('type')).toBe('image/avif');
    expect(sources[0].getAttribute('srcset')).toBe(`${UPLOAD}-56.avif 56w, ${UPLOAD}-112.avif 112w`);
    expect(sources[0].getAttribute('sizes')).toBe('56px');
    expect(img.getAttribute('srcset')).toBe(`${UPLOAD}-56.webp 56w, ${UPLOAD}-112.webp 112w`);
    expect(img.getAttribute('sizes')).toBe('56px');
    expect(img.getAttribute('src')).toBe(`${UPLOAD}-56.webp`);
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

  it('falls back to its only width when the upload was smaller than 2x', () => {
    const small = { ...photo, dim: { w: 80, h: 80 }, opti: { ...photo.opti, widths: [56, 80] } };
    const { img } = shown(small);
    expect(img.getAttribute('srcset')).toBe(`${UPLOAD}-56.webp 56w, ${UPLOAD}-80.webp 80w`);
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
});
