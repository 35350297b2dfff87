'use client';

import { useState, type ReactNode } from 'react';

type TwoClickVideoProps = {
  src: string;
  title: string;
  /** The preview, rendered on the server: it names the video host and loads nothing from it. */
  children: ReactNode;
};

// Zwei-Klick-Lösung: only a click on the preview puts the provider's player on
// the page. The preview comes in as children, so its markup ships as HTML and
// not as JS in this island.
export function TwoClickVideo({ src, title, children }: TwoClickVideoProps) {
  const [playing, setPlaying] = useState(false);
  return playing ? (
    <iframe
      src={src}
      title={title}
      className="aspect-[9/16] max-h-[28rem] w-full rounded-2xl"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : (
    <button type="button" onClick={() => setPlaying(true)} className="group block w-full text-left">
      {children}
    </button>
  );
}
