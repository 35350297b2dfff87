import type { ReactNode } from 'react';
import { TwoClickVideo } from '@/components/landing/two-click-video';

export type ShortVideo = { src: string; title: string };

type ShortVideoStripProps = {
  videos: ShortVideo[];
  /** Host the videos come from, named before anything is loaded from it. */
  providerHost: string;
  notice: string;
  playLabel: string;
  /** Links to the video host instead of players (a pupils' page): nothing of it loads here. */
  asLinks?: boolean;
};

const POSTER = { width: 320, height: 180 };
/** Drawn in public/ and named after the video's slug: a preview asks the video host for nothing. */
function posterOf(src: string): string {
  return `/images/videos/${new URL(src).pathname.split('/').pop()}.svg`;
}

// One row that scrolls sideways on phones (it scrolls inside itself, so the
// page never gets wider than the screen), a compact grid from the desktop
// breakpoint on.
export function ShortVideoStrip({
  videos,
  providerHost,
  notice,
  playLabel,
  asLinks = false,
}: ShortVideoStripProps) {
  return (
    <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-4 overflow-x-auto px-4 py-1 desktop:mx-0 desktop:grid desktop:grid-cols-2 desktop:overflow-visible desktop:px-0 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.src} className="w-64 shrink-0 snap-start desktop:w-auto">
          <VideoOpener src={video.src} title={video.title} asLink={asLinks}>
            <span className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm group-hover:border-brand-600 desktop:flex-row">
              <span className="shrink-0 desktop:w-40 desktop:p-3 desktop:pr-0">
                <span className="relative block">
                  <img
                    src={posterOf(video.src)}
                    alt=""
                    width={POSTER.width}
                    height={POSTER.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video h-auto w-full bg-brand-900 desktop:rounded-lg"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute right-2 bottom-2 flex size-9 items-center justify-center rounded-full bg-white/90 pl-0.5 text-sm text-brand-900 shadow group-hover:bg-accent-400 desktop:right-1 desktop:bottom-1 desktop:size-6 desktop:text-[0.625rem]"
                  >
                    ▶
                  </span>
                </span>
              </span>
              <span className="flex flex-col gap-1 p-3">
                <span className="leading-snug font-semibold text-brand-900">{video.title}</span>
                <span className="text-xs leading-snug text-muted">
                  {playLabel} {notice.replace('{host}', providerHost)}
                </span>
              </span>
            </span>
          </VideoOpener>
        </li>
      ))}
    </ul>
  );
}

function VideoOpener({ asLink, ...video }: ShortVideo & { asLink: boolean; children: ReactNode }) {
  return asLink ? (
    <a href={video.src} className="group block">
      {video.children}
    </a>
  ) : (
    <TwoClickVideo {...video} />
  );
}
