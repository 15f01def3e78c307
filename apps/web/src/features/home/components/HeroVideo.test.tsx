import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { HERO_VIDEO, HeroVideo } from './HeroVideo.tsx';

/** matchMedia answering `reduce` for the reduced-motion query only. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

// jsdom does not implement media playback: play/pause are stubbed here only, to see what the component asks.
let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => vi.restoreAllMocks());

const videoOf = (container: HTMLElement) => {
  const video = container.querySelector('video');
  if (!video) throw new Error('no <video>');
  return video;
};

describe('the home hero’s background video', () => {
  it('plays muted and looping, hidden from assistive technology, webm before mp4, with a poster', () => {
    prefersReducedMotion(false);
    const { container } = render(<HeroVideo />);
    const video = videoOf(container);
    expect(video.hasAttribute('autoplay')).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('poster')).toBe(HERO_VIDEO.poster);
    expect(HERO_VIDEO.poster).toMatch(/hero-poster\.webp$/);
    expect(video.closest('[aria-hidden="true"]')).not.toBeNull();
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).toEqual([
      ['/video/hero.webm', 'video/webm'],
      ['/video/hero.mp4', 'video/mp4'],
    ]);
    expect(play).toHaveBeenCalled();
  });

  it('Pause background video pauses it, then Play background video plays it again', async () => {
    prefersReducedMotion(false);
    const user = userEvent.setup();
    render(<HeroVideo />);
    play.mockClear();

    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('for reduced motion it does not start by itself (the poster shows) until Play is pressed', async () => {
    prefersReducedMotion(true);
    const user = userEvent.setup();
    const { container } = render(<HeroVideo />);
    const video = videoOf(container);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('a play the browser refuses leaves it paused and offers Play', async () => {
    prefersReducedMotion(false);
    play.mockImplementation(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    render(<HeroVideo />);
    expect(await screen.findByRole('button', { name: 'Play background video' })).toBeTruthy();
  });
});
