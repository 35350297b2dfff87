import { StaticImage } from '@/components/ui/static-image';
import type { Partner } from '@/content/landing';
import { cn } from '@/lib/core/cn';

/** What a logo's reader should know beside it: how the reviews behind the reviews logo are checked. */
export function PartnerNote({ partner }: { partner: Partner }) {
  return partner.note ? <p className="mt-2 text-sm text-muted">{partner.note}</p> : null;
}

/** One partner or funder logo, on the landings and in the consent overlay. */
export function PartnerLogo({ partner, className }: { partner: Partner; className?: string }) {
  return (
    <StaticImage
      src={partner.src}
      alt={partner.alt}
      width={partner.width}
      height={partner.height}
      className={cn('h-auto w-full', className)}
    />
  );
}
