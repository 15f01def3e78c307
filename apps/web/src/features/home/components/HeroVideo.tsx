import { useEffect, useRef, useState } from 'react';
import heroPoster from '../assets/hero-poster.webp';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * Rendered by scripts/hero-video/make-hero-video.mjs: the videos into apps/web/public/video (served from the
 * site root), the poster beside this feature, imported so the build writes its 2 KB into the page as a data URL
 * (the home page's largest paint, drawn with the HTML instead of after a request).
 */
export const HERO_VIDEO = {
  webm: '/video/hero.webm',
  mp4: '/video/hero.mp4',
  poster: heroPoster,
};

const ICONS = {
  pause: 'M6 4h3v12H6zM11 4h3v12h-3z',
  play: 'M6 4.5v11a.5.5 0 0 0 .8.4l8.2-5.5a.5.5 0 0 0 0-.8L6.8 4.1a.5.5 0 0 0-.8.4Z',
};

/**
 * The home hero's decorative background video (muted, looping, hidden from assistive technology) under a
 * dark gradient that keeps the hero's white text readable, with a Pause/Play toggle (WCAG 2.2.2). For
 * reduced motion it does not start by itself: the poster shows until the visitor presses Play.
 * Place it first inside a `relative isolate overflow-hidden` section: it fills the section behind its content.
 */
export function HeroVideo() {
  const reducedMotion = useReducedMotion();
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const wantsPlay = userChoice ? userChoice === 'play' : !reducedMotion;
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!wantsPlay) {
      video.pause();
      return;
    }
    // Muted for the browsers' autoplay rules (React sets the property, not always before the first play).
    video.muted = true;
    // A refused play (a browser's data saver or power mode) leaves the poster and offers Play.
    Promise.resolve(video.play()).catch(() => {
      if (video.paused) setUserChoice('pause');
    });
  }, [wantsPlay]);

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <video
          ref={videoRef}
          className="size-full object-cover"
          autoPlay={!reducedMotion}
          muted
          loop
          playsInline
          preload="metadata"
          poster={HERO_VIDEO.poster}
          tabIndex={-1}
          disablePictureInPicture
        >
          <source src={HERO_VIDEO.webm} type="video/webm" />
          <source src={HERO_VIDEO.mp4} type="video/mp4" />
        </video>
        {/*
          Dark enough for AA contrast of the white / slate-300 text over the lightest frame (a near-white wall):
          evenly on narrow screens, where the text spans the width; from 1024 px lighter only right of the text.
        */}
        <div className="absolute inset-0 bg-slate-900/80 lg:bg-transparent lg:bg-linear-to-r lg:from-slate-900/90 lg:via-slate-900/80 lg:via-60% lg:to-slate-900/40" />
      </div>
      <button
        type="button"
        aria-label={wantsPlay ? 'Pause background video' : 'Play background video'}
        onClick={() => setUserChoice(wantsPlay ? 'pause' : 'play')}
        className="absolute right-3 bottom-3 z-10 inline-flex size-9 items-center justify-center rounded-full border border-white/40 bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:right-4 sm:bottom-4"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d={wantsPlay ? ICONS.pause : ICONS.play} />
        </svg>
      </button>
    </>
  );
}
