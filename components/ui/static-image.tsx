import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised, lazily loaded `<img>`, rendered on the server only:
 * these images need no placeholder or load handler, so none of next/image's
 * client code ships or hydrates for them. Without `sizes` the srcset offers a
 * 1x and a 2x candidate for the given width, which is all these small sources need.
 */
export function StaticImage(props: ImageProps) {
  const {
    props: { alt, ...imgProps },
  } = getImageProps(props);
  return <img alt={alt} {...imgProps} />;
}
