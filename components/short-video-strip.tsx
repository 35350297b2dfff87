'use client';

import { useState } from 'react';

export type ShortVideo = { src: string; title: string };

type ShortVideoStripProps = {
  videos: ShortVideo[];
  /** Host the videos come from, named before anything is loaded from it. */
  providerHost: string;
  notice: string;
  playLabel: string;
};

// Zwei-Klick-Lösung: a preview makes no request to the video host; only a
// click on it puts the provider's player on the page.
export function ShortVideoStrip({ videos, providerHost, notice, playLabel }: ShortVideoStripProps) {
  const [playing, setPlaying] = useState<ReadonlySet<number>>(new Set());
  return (
    <ul className="grid grid-cols-2 gap-4 desktop:grid-cols-3">
      {videos.map((video, index) => (
        <li
          key={video.src}
          className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm"
        >
          {playing.has(index) ? (
            <iframe
              src={video.src}
              title={video.title}
              className="aspect-[9/16] max-h-[28rem] w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying((current) => new Set(current).add(index))}
              className="group flex aspect-[9/16] max-h-[28rem] w-full flex-col items-center justify-center gap-3 bg-gradient-to-b from-brand-700 to-brand-900 p-4 text-center text-white"
            >
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-white/15 text-3xl transition group-hover:bg-white/25"
              >
                ▶
              </span>
              <span className="font-semibold desktop:text-lg">{video.title}</span>
              <span className="text-xs text-brand-100 desktop:text-sm">
                {playLabel} {notice.replace('{host}', providerHost)}
              </span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
