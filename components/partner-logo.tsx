import Image from 'next/image';
import type { Partner } from '@/lib/content';
import { cn } from '@/lib/cn';

/** One partner or funder logo, on the landings and in the consent overlay. */
export function PartnerLogo({
  partner,
  maxWidthPx,
  className,
}: {
  partner: Partner;
  /** Rendered width above the mobile breakpoint; below it, half the screen. */
  maxWidthPx: number;
  className?: string;
}) {
  return (
    <Image
      src={partner.src}
      alt={partner.alt}
      width={partner.width}
      height={partner.height}
      sizes={`(max-width: 600px) 45vw, ${maxWidthPx}px`}
      className={cn('h-auto w-full', className)}
    />
  );
}
