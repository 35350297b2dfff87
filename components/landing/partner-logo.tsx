import { StaticImage } from '@/components/ui/static-image';
import type { Partner } from '@/content/landing';
import { cn } from '@/lib/cn';

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
